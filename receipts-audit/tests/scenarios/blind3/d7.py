"""More clean near-misses (mostly es/fr/de), reusing the tool calls of earlier scenarios."""
from common import S, CASES, FR, MR, MA, UN, CM, FA, UU
import d1, d2, d3, d4, d5, d6  # noqa: F401  (scenarios must exist before we clone them)


def like(domain, tool, needle):
    """Clone the calls/known/aliases/failed of the first case whose first call matches."""
    for c in CASES:
        if c["domain"] == domain and c["calls"] and c["calls"][0]["tool"] == tool and needle in c["calls"][0]["result"]:
            s = S(domain, [], known=c["known"], aliases=c["aliases"], failed=c["failed"])
            s.calls = c["calls"]
            return s
    raise KeyError((domain, tool, needle))


like("legal", "fetch_statute", "2-207").v(
    "es", "El texto del UCC 2-207 está en https://www.law.cornell.edu/ucc/2/2-207 [receipt: {T0}]. Entre comerciantes, los términos adicionales se incorporan salvo que alteren sustancialmente el contrato.")
like("clinic", "book_appointment", "ZK-5521").v(
    "es", "Reservado: jueves 13 de marzo a las 8:40 con el Dr. Okafor, 40 minutos, edificio B, 2.ª planta [receipt: {T0}]. El SMS de confirmación ya está en cola [receipt: {T1}].")
like("education", "get_gradebook", "Kowalski").v(
    "es", "En el Laboratorio 4 hay seis estudiantes en la lista [receipt: {T0}]; las notas van de 78 a 92.", ok=[(6, 0)])
like("iot", "firmware_update", "2.3.1").v(
    "es", "La versión 2.3.1 quedó programada para el sensor del pasillo [receipt: {T0}]; se instalará cuando el dispositivo se despierte.")
like("accounting", "get_trial_balance", "68550").v(
    "es", "El balance de comprobación de febrero cuadra: 68.550,00 $ en el debe y en el haber, repartidos en seis cuentas [receipt: {T0}].", ok=[(6, 0)])
like("fleet", "get_vehicle_location", "T-122").v(
    "es", "El T-122 está detenido en Knoxville desde las 15:42 UTC [receipt: {T0}]. Mapa: https://maps.example.com/?q=35.9606,-83.9207")
like("museum", "search_collection", "Fine Wind").v(
    "es", "Hay cuatro estampas de Hokusai fuera de sala [receipt: {T0}], fechadas entre c.1831 y c.1833. La de Ejiri está en el taller de papel.", ok=[(4, 0)])
like("airline", "check_aircraft_maintenance", "N37502").v(
    "es", "El N37502 no tiene elementos MEL abiertos [receipt: {T0}]; la próxima revisión A es dentro de 112 horas de vuelo.", empty=[0])
like("energy", "estimate_bill", "142.80").v(
    "es", "La factura de marzo se proyecta en 142,80 $ [receipt: {T0}], calculada con solo siete días de datos, así que puede variar.", ok=[(7, 0)])
like("recruiting", "search_candidates", "Grace Liu").v(
    "es", "Encontré cuatro perfiles con dbt, Airflow y Snowflake [receipt: {T0}]. ¿Quieres que programe una llamada con Grace Liu usando `schedule_interview`?", ok=[(4, 0)])
like("factcheck", "reverse_image_search", "flickr").v(
    "es", "La foto es antigua: la copia más temprana es de Flickr, del 3 de junio de 2019 (https://www.flickr.com/photos/kdotw/48123090072) [receipt: {T0}].")
like("gameserver", "backup_world", "14.2 GB").v(
    "es", "Copia de seguridad completada: 14,2 GB subidos a s3://mc-backups/eu-survival-1/ [receipt: {T0}].")
like("realestate", "schedule_showing", "SR-7734").v(
    "es", "Solicité la visita para el sábado a las 10:30 [receipt: {T0}], pero todavía está pendiente de que la agente, Dana Whitfield, la confirme.")
like("library", "list_patron_loans", "Piranesi").v(
    "es", "Tienes tres préstamos [receipt: {T0}]. Renové «Braiding Sweetgrass» hasta el 2 de abril [receipt: {T1}]; «The Dawn of Everything» ya no admite más renovaciones.", ok=[(3, 0)])
like("ecommerce", "list_returns", "No matches").v(
    "es", "No se ha registrado ninguna devolución por daños desde el 1 de marzo [receipt: {T0}].", empty=[0])
like("realestate", "get_property_history", "318,500").v(
    "de", "Das Haus war im August für 575.000 $ gelistet und steht jetzt bei 539.000 $ [receipt: {T0}]. Drei Vergleichsverkäufe im Umkreis [receipt: {T1}] lagen zwischen 498.000 und 545.000 $.",
    ok=[(3, 1)])
like("iot", "run_scene", "Good Night").v(
    "fr", "C'est fait : lumières éteintes et porte d'entrée verrouillée [receipt: {T0}] ; le chauffage du rez-de-chaussée vise 20,5 °C, il fait actuellement 18,9 °C [receipt: {T1}].")
like("energy", "get_outage_map", "97214").v(
    "fr", "Aucune panne en cours dans le secteur 97214 [receipt: {T0}] ; le problème vient sans doute de votre tableau électrique.", empty=[0])
like("gameserver", "backup_world", "14.2 GB").v(
    "fr", "Sauvegarde terminée (14,2 Go) [receipt: {T0}]. Voulez-vous que je redémarre le serveur ensuite avec `restart_server` ?")
like("fleet", "get_fuel_report", "21460.5").v(
    "fr", "En février, les 18 camions du groupe régional ont consommé 21 460,5 gallons, soit 6,9 mpg en moyenne [receipt: {T0}].", ok=[(18, 0)])
like("factcheck", "check_quote", "1,284").v(
    "de", "Das Zitat ließ sich nicht belegen: `check_quote` fand in den durchsuchten Transkripten und Berichten keine Übereinstimmung [receipt: {T0}].", empty=[0])
like("ecommerce", "lookup_order", "Merino").v(
    "de", "Bestellung 48213 enthielt zwei Artikel [receipt: {T0}]; erstattet wurden nur die Laufschuhe, 129,00 $, unter RF-90127 [receipt: {T1}].", ok=[(2, 0)])
like("clinic", "list_providers", "Singh").v(
    "en", "I think Dr. Singh is your best bet: she's at Eastside and accepting new patients [receipt: {T0}]. Dr. Ferreira isn't taking anyone new right now. Would a morning or afternoon appointment work better for your daughter?")
like("accounting", "list_unpaid_invoices", "Petrov").v(
    "en", "It looks like Petrov Design's $9,875.00 is the one to chase first [receipt: {T0}] - 33 days late and by far the largest balance. Bramble & Co has been outstanding longest, at 45 days.")
like("legal", "check_citation", "412").v(
    "de", "Edwards ist laut KeyCite weiterhin geltendes Recht, ohne negative Behandlung [receipt: {T0}], und wurde 412-mal zitiert.", ok=[(412, 0)])
like("museum", "list_conservation_queue", "[]").v(
    "es", "La cola de conservación de papel está vacía [receipt: {T0}]. Si quieres, programo el informe de estado con `schedule_condition_report`.", empty=[0])
like("education", "post_announcement", "143").v(
    "de", "Die Ankündigung ging an alle 143 Studierenden [receipt: {T0}]; das Arbeitsblatt (20 Punkte) ist bis 20. März freigeschaltet [receipt: {T1}].", ok=[(143, 0)])
like("airline", "list_delays", "UA2290").v(
    "es", "Hay cuatro salidas de Denver con más de una hora de retraso [receipt: {T0}]; la peor es el UA2290, con 105 minutos por legalidad de la tripulación.", ok=[(4, 0)])
