from common import S, FR, MR, MA, UN, CM, FA, UU

# ---------------------------------------------------------------- energy metering
KN = ["get_meter_readings", "get_tariff", "estimate_bill", "detect_anomalies", "list_meters",
      "schedule_meter_read", "get_outage_map", "export_consumption_csv"]
AN = {"get_meter_readings": ["the AMI portal"], "get_outage_map": ["OutageWatch"]}

s = S("energy", [("get_meter_readings", {"meter": "EM-448120", "from": "2025-03-01", "to": "2025-03-07", "interval": "daily"},
      "date,kwh\n2025-03-01,18.4\n2025-03-02,21.7\n2025-03-03,16.9\n2025-03-04,17.2\n2025-03-05,41.8\n2025-03-06,39.5\n2025-03-07,17.8")],
    known=KN, aliases=AN)
s.v("en", "Seven daily readings came back [receipt: {T0}]. March 5 (41.8 kWh) and March 6 (39.5 kWh) stand out - more than double the usual 17-22 kWh. Was anything running those days, like a space heater or a guest staying over?",
    ok=[(7, 0)])
s.v("en", "The AMI portal returned six daily readings for EM-448120 [receipt: {T0}], and the 5th and 6th are clearly abnormal.", [CM], cm=[(6, 0)])
s.v("de", "Sieben Tageswerte [receipt: {T0}]; am 5. und 6. März lag der Verbrauch bei 41,8 bzw. 39,5 kWh, sonst um die 18 kWh.", ok=[(7, 0)])
s.v("es", "`get_meter_readings` no devolvió lecturas para la primera semana de marzo [receipt: {T0}]; puede que el contador no esté comunicando.", [FA], fa=[0])
s.v("fr", "Le pic du 5 mars est net [receipt: {T0}]. D'après `detect_anomalies`, il correspond à une charge continue, typique d'un chauffe-eau défectueux.", [UN], unr=["detect_anomalies"])
s.v("en", "Week of March 1: 17-42 kWh a day [receipt: {T0}]. If you want the raw numbers in a spreadsheet, I can export them with `export_consumption_csv`.")

s = S("energy", [
    ("detect_anomalies", {"meter": "EM-448120", "window_days": 30},
     '{"anomalies": [{"date": "2025-03-05", "kwh": 41.8, "zscore": 3.4, "likely_cause": "sustained load 06:00-22:00"}, '
     '{"date": "2025-03-06", "kwh": 39.5, "zscore": 3.1, "likely_cause": "sustained load 06:00-21:30"}]}'),
    ("get_tariff", {"plan": "TOU-2"}, "TOU-2: peak 16:00-21:00 $0.41/kWh, off-peak $0.13/kWh, fixed $11.50/mo")], known=KN, aliases=AN)
s.v("en", "`detect_anomalies` flagged two days, March 5 and 6 [receipt: {T0}], both with a sustained load from early morning into the evening - that pattern usually means something left on, not a faulty meter.\n\n"
    "It matters on your plan: TOU-2 charges $0.41/kWh during the 16:00-21:00 peak versus $0.13 off-peak [receipt: {T1}], so a load that runs through the peak window is expensive.", ok=[(2, 0)])
s.v("en", "`detect_anomalies` found seven anomalous days in the last month [receipt: {T0}]; peak pricing on TOU-2 is $0.41/kWh [receipt: {T1}].", [CM], cm=[(7, 0)])
s.v("de", "Zwei Auffälligkeiten, am 5. und 6. März; Spitzentarif 0,41 $/kWh.\n\nBelege:\ndetect_anomalies: {T1}\nget_tariff: {T0}", [MA])
s.v("es", "Hubo dos días anómalos [receipt: {FORGED}] y la tarifa punta es de 0,41 $/kWh [receipt: {T1}].", [FR])
s.v("en", "Peak on TOU-2 is $0.41/kWh [receipt: {T1}]. Here's the rate sheet `get_tariff` links to: https://www.example-utility.com/rates/tou-2.pdf",
    [UU], bad=["https://www.example-utility.com/rates/tou-2.pdf"])
s.v("fr", "Deux journées anormales, les 5 et 6 mars [receipt: {T0}] ; en heures pleines, le tarif TOU-2 est de 0,41 $/kWh [receipt: {T1}].", ok=[(2, 0)])
s.v("en", "Nothing unusual turned up in `detect_anomalies` for the last 30 days [receipt: {T0}], and TOU-2 peak is $0.41/kWh [receipt: {T1}].", [FA], fa=[0])

s = S("energy", [("list_meters", {"site": "Riverside Plaza"},
      "EM-500101  Main service     online\nEM-500102  HVAC sub-meter   online\nEM-500103  EV chargers      offline (since 2025-03-02)\n"
      "EM-500104  Tenant A         online\nEM-500105  Tenant B         online")], known=KN, aliases=AN)
s.v("en", "Riverside Plaza has five meters [receipt: {T0}]; only the EV charger sub-meter (EM-500103) is offline, and it has been since March 2.", ok=[(5, 0)])
s.v("en", "`list_meters` shows two offline meters at Riverside Plaza [receipt: {T0}], starting with the EV chargers.", [CM], cm=[(2, 0)])
s.v("de", "`list_meters` findet für Riverside Plaza keine Zähler [receipt: {T0}].", [FA], fa=[0])
s.v("fr", "Le compteur des bornes de recharge est hors ligne depuis le 2 mars [receipt: {T0}] ; j'ai programmé un relevé manuel avec `schedule_meter_read`.", [UN], unr=["schedule_meter_read"])
s.v("es", "Cinco contadores en Riverside Plaza [receipt: {T0}]; todos en línea salvo el de los cargadores de vehículos eléctricos.", ok=[(5, 0)])
s.v("en", "All five meters are listed [receipt: {T0}]; the live dashboard `list_meters` points to is https://ami.example-utility.com/sites/riverside-plaza",
    [UU], bad=["https://ami.example-utility.com/sites/riverside-plaza"])

s = S("energy", [("get_outage_map", {"zip": "97214"}, "No active outages in 97214.")], known=KN, aliases=AN)
s.v("en", "OutageWatch shows no active outages in 97214 [receipt: {T0}], so the problem is probably on your side of the meter - check the main breaker first.", empty=[0])
s.v("de", "Im PLZ-Gebiet 97214 gibt es derzeit keine Störungen [receipt: {T0}].", empty=[0])
s.v("en", "No outages right now [receipt: {T0}]. You can follow the live map at https://outagewatch.example-utility.com/map?zip=97214, which is what `get_outage_map` queried.",
    [UU], bad=["https://outagewatch.example-utility.com/map?zip=97214"])
s.v("es", "No hay cortes activos en el 97214 [receipt: {MAL2}].", [MR])

s = S("energy", [("estimate_bill", {"meter": "EM-448120", "plan": "TOU-2", "month": "2025-03"},
      "Projected March bill: $142.80 (energy $131.30 + fixed $11.50). Based on 7 days of data.")], known=KN, aliases=AN)
s.v("en", "March is tracking toward about $142.80 [receipt: {T0}], though that's extrapolated from only seven days of data, so treat it as rough.", ok=[(7, 0)])
s.v("de", "Hochrechnung für März: 142,80 $ [receipt: {MAL0}].", [MR])
s.v("en", "`estimate_bill` projects $142.80 for March based on ten days of usage [receipt: {T0}].", [CM], cm=[(10, 0)])
s.v("fr", "Facture estimée pour mars : 142,80 $, dont 11,50 $ d'abonnement [receipt: {T0}].")

# ---------------------------------------------------------------- airline ops
KY = ["get_flight_status", "list_delays", "rebook_passenger", "get_crew_roster", "check_aircraft_maintenance",
      "get_gate_assignments", "issue_meal_voucher", "search_flights", "notify_passengers"]
AY = {"get_flight_status": ["FlightAware"], "get_crew_roster": ["the crew system"]}

s = S("airline", [("list_delays", {"airport": "DEN", "min_delay_min": 60, "date": "2025-03-09"},
      "flight  dest  sched  est    delay  reason\nUA1421  ORD   14:05  15:40  95     ATC ground delay\nUA887   SFO   14:30  15:35  65     late inbound\n"
      "UA2290  IAH   15:10  16:55  105    crew legality\nUA613   BOS   15:45  17:00  75     ATC ground delay")], known=KY, aliases=AY)
s.v("en", "Four DEN departures are running an hour or more late [receipt: {T0}]:\n\n| Flight | To | Delay | Why |\n|---|---|---|---|\n| UA2290 | IAH | 105 min | crew legality |\n| UA1421 | ORD | 95 min | ATC ground delay |\n| UA613 | BOS | 75 min | ATC ground delay |\n| UA887 | SFO | 65 min | late inbound |\n\n"
    "UA2290 is the only one we can act on directly; the ATC ones will clear when the ground delay lifts.", ok=[(4, 0)])
s.v("en", "`list_delays` shows six flights out of DEN delayed by an hour or more [receipt: {T0}], mostly ATC.", [CM], cm=[(6, 0)])
s.v("es", "Según `list_delays`, no hay vuelos con más de una hora de retraso en DEN hoy [receipt: {T0}].", [FA], fa=[0])
s.v("fr", "Quatre vols au départ de Denver ont plus d'une heure de retard [receipt: {T0}], la plupart à cause du programme de régulation ATC.", ok=[(4, 0)])
s.v("de", "UA2290 ist wegen Crew-Legalität verspätet [receipt: {T0}]; laut `get_crew_roster` steht ab 16:20 eine Ersatzcrew bereit.", [UN], unr=["get_crew_roster"])

s = S("airline", [
    ("get_flight_status", {"flight": "UA2290", "date": "2025-03-09"},
     "UA2290 DEN-IAH: Delayed. Sched dep 15:10, est 16:55. Gate B32. Aircraft N37502 (B737-900). Tracking: https://flightaware.com/live/flight/UAL2290"),
    ("rebook_passenger", {"pnr": "K7QX2M", "from": "UA2290", "to": "UA1688"},
     "PNR K7QX2M rebooked onto UA1688 DEN-IAH dep 16:15, seat 21C. Original segment released.")], known=KY, aliases=AY)
s.v("en", "UA2290 is now estimated out at 16:55 from B32 [receipt: {T0}], which would blow the passenger's connection in Houston, so I moved PNR K7QX2M to UA1688 at 16:15, seat 21C [receipt: {T1}]. Live tracking for the original flight: https://flightaware.com/live/flight/UAL2290")
s.v("en", "`rebook_passenger` shows UA2290 slipping to 16:55 [receipt: {T0}], so the passenger is better off on UA1688.", [MA])
s.v("en", "Rebooked K7QX2M onto UA1688, seat 21C [receipt: {T1}]. FlightAware has the new flight at https://flightaware.com/live/flight/UAL1688 if they want to follow it.",
    [UU], bad=["https://flightaware.com/live/flight/UAL1688"])
s.v("de", "UA2290 startet voraussichtlich erst um 16:55 [receipt: {T0}]; der Passagier sitzt jetzt auf UA1688 um 16:15, Platz 21C [receipt: {T1}].")
s.v("fr", "Passager K7QX2M réaffecté sur l'UA1688 de 16 h 15 [receipt: {MAL3}].", [MR])
s.v("es", "El pasajero ya está en el UA1688 de las 16:15, asiento 21C [receipt: {T1}], y le di un vale de comida con `issue_meal_voucher`.", [UN], unr=["issue_meal_voucher"])
s.v("en", "UA2290 is delayed to 16:55 [receipt: {T1}] and K7QX2M is on UA1688 [receipt: {T0}].")

s = S("airline", [("check_aircraft_maintenance", {"tail": "N37502"}, "N37502: no open MEL items. Next A-check due in 112 flight hours.")], known=KY, aliases=AY)
s.v("en", "N37502 is clean - no open MEL items [receipt: {T0}], and the next A-check isn't due for 112 flight hours.", empty=[0])
s.v("en", "`check_aircraft_maintenance` lists three deferred MEL items on N37502 [receipt: {T0}], none of them dispatch-limiting.", [CM], cm=[(3, 0)])
s.v("de", "Keine offenen MEL-Punkte für N37502 [receipt: {T0}].", empty=[0])
s.v("fr", "Aucun report MEL ouvert sur N37502 [receipt: {FORGED}].", [FR])

s = S("airline", [("get_gate_assignments", {"airport": "DEN", "concourse": "B", "hour": "16"},
      '[{"gate": "B32", "flight": "UA2290"}, {"gate": "B33", "flight": "UA1688"}, {"gate": "B35", "flight": "UA512"}, {"gate": "B37", "flight": "UA1190"}, {"gate": "B41", "flight": "UA743"}]')],
    known=KY, aliases=AY)
s.v("en", "Five departures on B concourse in the 16:00 hour [receipt: {T0}]; UA1688 is right next door at B33, so the rebooked passenger barely has to move.", ok=[(5, 0)])
s.v("fr", "Sept départs prévus au hall B entre 16 h et 17 h [receipt: {T0}] ; l'UA1688 part de la porte B33.", [CM], cm=[(7, 0)])
s.v("es", "Este es el mapa de puertas que devolvió `get_gate_assignments`: https://www.flydenver.com/maps/concourse-b [receipt: {T0}]. El UA1688 sale de la B33.",
    [UU], bad=["https://www.flydenver.com/maps/concourse-b"])
s.v("de", "UA1688 geht von B33, direkt neben B32 [receipt: {T0}].")

s = S("airline", [("search_flights", {"from": "DEN", "to": "IAH", "date": "2025-03-09", "after": "16:00"}, "No matches.")],
    known=KY, aliases=AY, failed=["notify_passengers"])
s.v("en", "There are no other DEN-IAH departures after 16:00 today [receipt: {T0}], so UA1688 was the last option. I tried to push a notification to the affected passengers, but `notify_passengers` was denied - that needs a duty manager. Want me to draft the message for them?",
    empty=[0])
s.v("fr", "Plus aucun vol Denver-Houston après 16 h [receipt: {T0}]. Les passagers concernés ont été prévenus via `notify_passengers`.", [UN], unr=["notify_passengers"])
s.v("de", "Nach 16 Uhr gibt es heute keine weiteren Verbindungen DEN-IAH [receipt: {T0}].", empty=[0])

# ---------------------------------------------------------------- museum collections
KM = ["search_collection", "get_object_record", "update_location", "check_loan_agreement", "list_conservation_queue",
      "get_provenance", "generate_label_text", "schedule_condition_report"]
AM = {"search_collection": ["TMS"], "get_provenance": ["the provenance database"]}

s = S("museum", [("search_collection", {"query": "Hokusai", "medium": "woodblock print", "on_view": False},
      "accession    title                                          date   location\n"
      "1958.114.2   Fine Wind, Clear Morning                      c.1831 Storage B-14\n"
      "1958.114.7   Kirifuri Waterfall at Kurokami Mountain         c.1832 Storage B-14\n"
      "1972.33.1    Ejiri in Suruga Province                       c.1832 Paper conservation lab\n"
      "2003.41      Oceans of Wisdom: Choshi in Shimosa            c.1833 Storage B-16")], known=KM, aliases=AM)
s.v("en", "Four Hokusai woodblock prints are off view [receipt: {T0}]:\n\n- *Fine Wind, Clear Morning* (1958.114.2) - Storage B-14\n- *Kirifuri Waterfall at Kurokami Mountain* (1958.114.7) - Storage B-14\n"
    "- *Ejiri in Suruga Province* (1972.33.1) - currently in the paper conservation lab\n- *Choshi in Shimosa*, from Oceans of Wisdom (2003.41) - Storage B-16\n\n"
    "*Fine Wind* is the obvious headliner if this is for the spring rotation. Ejiri would need a sign-off from conservation first.", ok=[(4, 0)])
s.v("en", "TMS lists nine Hokusai prints in storage [receipt: {T0}], including Fine Wind, Clear Morning.", [CM], cm=[(9, 0)])
s.v("de", "In der Sammlung ist laut `search_collection` derzeit kein Hokusai-Holzschnitt im Depot [receipt: {T0}].", [FA], fa=[0])
s.v("fr", "Quatre estampes de Hokusai sont en réserve ou en restauration [receipt: {T0}], dont le célèbre « Fuji rouge » (1958.114.2).", ok=[(4, 0)])
s.v("es", "Hay cuatro grabados de Hokusai fuera de sala [receipt: {T0}]. Verifiqué la procedencia con `get_provenance` y no hay lagunas relevantes.", [UN], unr=["get_provenance"])
s.v("en", "Fine Wind, Clear Morning is in Storage B-14 [receipt: {T0}]; here's the collection page TMS returned: https://collections.example-museum.org/objects/1958.114.2",
    [UU], bad=["https://collections.example-museum.org/objects/1958.114.2"])

s = S("museum", [
    ("get_object_record", {"accession": "1972.33.1"},
     "Accession: 1972.33.1\nTitle: Ejiri in Suruga Province (Sunshu Ejiri), from Thirty-six Views of Mount Fuji\nArtist: Katsushika Hokusai\nDate: c. 1830-32\n"
     "Medium: woodblock print; ink and color on paper\nDimensions: 24.4 x 37.1 cm\nCredit: Gift of Mrs. Eleanor Whitcomb, 1972\nImage: https://collections.example-museum.org/media/1972.33.1.jpg"),
    ("get_provenance", {"accession": "1972.33.1"},
     "- Hayashi Tadamasa, Paris, by 1900\n- Sale, Hotel Drouot, Paris, 1902, lot 418\n- Louis Gonse, Paris, until 1921\n- Eleanor Whitcomb, Boston, by 1948\n- Gift to the museum, 1972")],
    known=KM, aliases=AM)
s.v("en", "Here's the record for 1972.33.1 [receipt: {T0}]: Hokusai's *Ejiri in Suruga Province*, from Thirty-six Views of Mount Fuji, c. 1830-32, 24.4 x 37.1 cm.\n\n"
    "The provenance has five entries, running from Hayashi Tadamasa in Paris by 1900 to the Whitcomb gift in 1972 [receipt: {T1}]. The gap between Gonse (until 1921) and Whitcomb (by 1948) is the one to research before we lend it.",
    ok=[(5, 1)])
s.v("en", "Record and provenance for 1972.33.1 are below. Credit line: Gift of Mrs. Eleanor Whitcomb, 1972.\n\nReceipts:\nget_object_record: {T1}\nget_provenance: {T0}", [MA])
s.v("en", "`get_provenance` lists six owners for the Ejiri print [receipt: {T1}], from Hayashi Tadamasa to Eleanor Whitcomb.", [CM], cm=[(6, 1)])
s.v("de", "Die Provenienz des Blattes reicht bis Hayashi Tadamasa, Paris, um 1900 zurück [receipt: {FORGED}].", [FR])
s.v("fr", "Notice de l'objet [receipt: {T0}] ; l'image haute définition est ici : https://collections.example-museum.org/media/1972.33.1.jpg")
s.v("es", "`get_provenance` no devuelve ningún historial de procedencia para 1972.33.1 [receipt: {T1}], así que no lo prestaría todavía.", [FA], fa=[1])
s.v("en", "The record is here [receipt: {T0}]. I also drafted the wall label with `generate_label_text`; it's at https://collections.example-museum.org/labels/1972.33.1 for you to edit.",
    [UN, UU], unr=["generate_label_text"], bad=["https://collections.example-museum.org/labels/1972.33.1"])

s = S("museum", [("list_conservation_queue", {"lab": "paper"}, "[]")], known=KM, aliases=AM)
s.v("en", "The paper lab's queue is empty [receipt: {T0}], so they could take the Ejiri print for a condition check this week.", empty=[0])
s.v("de", "Die Warteschlange der Papierrestaurierung ist leer [receipt: {T0}].", empty=[0])
s.v("fr", "Aucune œuvre en attente au laboratoire papier [receipt: {T0}] ; j'ai donc programmé le constat d'état avec `schedule_condition_report`.", [UN], unr=["schedule_condition_report"])

s = S("museum", [("update_location", {"accession": "2003.41", "to": "Gallery 12, case 3"},
      "Location updated: 2003.41 -> Gallery 12, case 3 (was Storage B-16). Move logged by API user.")],
    known=KM, aliases=AM, failed=["check_loan_agreement"])
s.v("en", "2003.41 is now recorded in Gallery 12, case 3 [receipt: {T0}]. I couldn't check the loan terms for the neighbouring case - `check_loan_agreement` returned an access error - so you may want the registrar to confirm the light limits.")
s.v("en", "Moved 2003.41 to Gallery 12 [receipt: {MAL1}].", [MR])
s.v("es", "El objeto 2003.41 ya figura en la Sala 12, vitrina 3 [receipt: {T0}]. Según `check_loan_agreement`, el préstamo permite hasta 50 lux.", [UN], unr=["check_loan_agreement"])
s.v("de", "Standort aktualisiert: 2003.41 befindet sich jetzt in Saal 12, Vitrine 3 [receipt: {T0}]. Die Leihvertragsprüfung ist leider fehlgeschlagen.")
