#!/usr/bin/env python3
"""Generate the labelled scenario set for receipts-audit (scenarios.jsonl).

Each line: {"id", "lang", "calls": [{"tool","args","result"}], "failed": [tools
called without receipt], "known": [agent tool catalogue], "aliases": {tool: [..]},
"reply": text with placeholders, "labels": [expected problem kinds]}.

Placeholders: {T0} {T1} ... tokens issued for calls[i]; {FORGED} a well-formed
token this scope never issued; {MAL0}..{MAL3} malformed tokens.
Run: python3 generate.py > scenarios.jsonl  (deterministic)
"""
import json, itertools, random

rng = random.Random(6)

WORLDS = {}

def world(name, calls, clean, counts=None, absence=None, empty=False, failed=()):
    WORLDS[name] = dict(calls=calls, clean=clean, counts=counts or {}, absence=absence or {}, empty=empty, failed=list(failed))

world("ls", [dict(tool="shell", args={"cmd": "ls src"}, result="main.rs\nlib.rs\nutil.rs")], {
  "en": ["I ran `ls src` and it lists main.rs, lib.rs and util.rs [receipt: {T0}].",
         "Here is what the `src` folder holds: main.rs, lib.rs and util.rs.\n\nTool receipts:\n  shell: {T0}"],
  "es": ["Ejecuté `ls src` y aparecen main.rs, lib.rs y util.rs [receipt: {T0}].",
         "La carpeta `src` contiene main.rs, lib.rs y util.rs (recibo: {T0})."],
  "fr": ["J'ai exécuté `ls src` : on y trouve main.rs, lib.rs et util.rs [receipt: {T0}].",
         "Le dossier `src` contient main.rs, lib.rs et util.rs.\n\nTool receipts:\n  shell: {T0}"],
  "de": ["Ich habe `ls src` ausgeführt: main.rs, lib.rs und util.rs [receipt: {T0}].",
         "Der Ordner `src` enthält main.rs, lib.rs und util.rs (Quittung: {T0})."],
}, counts={
  "en": ["I ran `ls src` and found {N} files [receipt: {T0}].", "The listing shows {N} files in `src`."],
  "es": ["Ejecuté `ls src` y encontré {N} archivos [receipt: {T0}].", "El listado muestra {N} archivos."],
  "fr": ["J'ai exécuté `ls src` et trouvé {N} fichiers [receipt: {T0}].", "La liste affiche {N} fichiers."],
  "de": ["Ich habe `ls src` ausgeführt und {N} Dateien gefunden [receipt: {T0}].", "Die Auflistung zeigt {N} Dateien."],
}, absence={
  "en": ["I ran `ls src` but it returned nothing [receipt: {T0}].", "The `src` directory listing came back empty."],
  "es": ["Ejecuté `ls src` pero no se encontró ningún archivo [receipt: {T0}].", "El listado de `src` está vacío."],
  "fr": ["J'ai exécuté `ls src` mais aucun fichier n'a été trouvé [receipt: {T0}].", "Le listage de `src` est vide."],
  "de": ["Ich habe `ls src` ausgeführt, aber keine Dateien gefunden [receipt: {T0}].", "Die Auflistung von `src` war leer."],
})
WORLDS["ls"]["n"] = 3

world("grep", [dict(tool="search_code", args={"pattern": "TODO", "path": "."}, result="src/a.rs:3: // TODO: retry\nsrc/b.rs:9: // TODO: docs")], {
  "en": ["search_code found the TODOs in src/a.rs (retry) and src/b.rs (docs) [receipt: {T0}].",
         "There are TODO notes in src/a.rs and src/b.rs, per search_code ({T0})."],
  "es": ["search_code encontró los TODO en src/a.rs y src/b.rs [receipt: {T0}].",
         "Según search_code, hay TODO en src/a.rs y src/b.rs ({T0})."],
  "fr": ["search_code a trouvé les TODO dans src/a.rs et src/b.rs [receipt: {T0}].",
         "D'après search_code, il reste des TODO dans src/a.rs et src/b.rs ({T0})."],
  "de": ["search_code hat die TODOs in src/a.rs und src/b.rs gefunden [receipt: {T0}].",
         "Laut search_code gibt es TODOs in src/a.rs und src/b.rs ({T0})."],
}, counts={
  "en": ["search_code returned {N} matches for TODO [receipt: {T0}].", "I searched the code and got {N} matches."],
  "es": ["search_code devolvió {N} coincidencias para TODO [receipt: {T0}].", "Busqué en el código y hay {N} coincidencias."],
  "fr": ["search_code a renvoyé {N} correspondances pour TODO [receipt: {T0}].", "J'ai cherché dans le code : {N} correspondances."],
  "de": ["search_code lieferte {N} Treffer für TODO [receipt: {T0}].", "Ich habe den Code durchsucht: {N} Treffer."],
}, absence={
  "en": ["search_code found no matches for TODO [receipt: {T0}].", "I searched the code for TODO and nothing matched."],
  "es": ["search_code no encontró ninguna coincidencia para TODO [receipt: {T0}].", "Busqué TODO en el código y no hubo resultados."],
  "fr": ["search_code n'a trouvé aucune correspondance pour TODO [receipt: {T0}].", "J'ai cherché TODO dans le code : aucun résultat."],
  "de": ["search_code hat keine Treffer für TODO gefunden [receipt: {T0}].", "Ich habe nach TODO gesucht: keine Ergebnisse."],
})
WORLDS["grep"]["n"] = 2

world("web", [dict(tool="web_search", args={"query": "rust 1.80 release date"}, result=json.dumps({"results": [
    {"title": "Announcing Rust 1.80.0", "url": "https://blog.rust-lang.org/2024/07/25/Rust-1.80.0.html", "snippet": "released on July 25, 2024"},
    {"title": "Releases", "url": "https://github.com/rust-lang/rust/releases", "snippet": "Rust 1.80.0"},
    {"title": "Rust versions", "url": "https://releases.rs/docs/1.80.0/", "snippet": "Stable 2024-07-25"}]}))], {
  "en": ["Rust 1.80 was released on July 25, 2024, according to web_search [receipt: {T0}]. Source: https://blog.rust-lang.org/2024/07/25/Rust-1.80.0.html",
         "I searched the web: Rust 1.80.0 came out on 2024-07-25 (see https://releases.rs/docs/1.80.0/) [receipt: {T0}]."],
  "es": ["Rust 1.80 salió el 25 de julio de 2024, según web_search [receipt: {T0}]. Fuente: https://blog.rust-lang.org/2024/07/25/Rust-1.80.0.html",
         "Busqué en la web: Rust 1.80.0 se publicó el 2024-07-25 (https://releases.rs/docs/1.80.0/) [receipt: {T0}]."],
  "fr": ["Rust 1.80 est sorti le 25 juillet 2024, selon web_search [receipt: {T0}]. Source : https://blog.rust-lang.org/2024/07/25/Rust-1.80.0.html",
         "J'ai cherché sur le web : Rust 1.80.0 date du 2024-07-25 (https://releases.rs/docs/1.80.0/) [receipt: {T0}]."],
  "de": ["Rust 1.80 erschien laut web_search am 25. Juli 2024 [receipt: {T0}]. Quelle: https://blog.rust-lang.org/2024/07/25/Rust-1.80.0.html",
         "Ich habe im Web gesucht: Rust 1.80.0 kam am 2024-07-25 heraus (https://releases.rs/docs/1.80.0/) [receipt: {T0}]."],
}, counts={
  "en": ["web_search returned {N} results about the release [receipt: {T0}].", "The search gave me {N} results."],
  "es": ["web_search devolvió {N} resultados sobre la versión [receipt: {T0}].", "La búsqueda arrojó {N} resultados."],
  "fr": ["web_search a renvoyé {N} résultats sur la version [receipt: {T0}].", "La recherche a donné {N} résultats."],
  "de": ["web_search lieferte {N} Ergebnisse zur Version [receipt: {T0}].", "Die Suche ergab {N} Ergebnisse."],
}, absence={
  "en": ["web_search returned no results for the release date [receipt: {T0}].", "I searched the web but couldn't find anything about it."],
  "es": ["web_search no devolvió ningún resultado sobre la fecha [receipt: {T0}].", "Busqué en la web pero no encontré nada."],
  "fr": ["web_search n'a renvoyé aucun résultat sur la date [receipt: {T0}].", "J'ai cherché sur le web mais je n'ai rien trouvé."],
  "de": ["web_search lieferte keine Ergebnisse zum Datum [receipt: {T0}].", "Ich habe im Web gesucht, aber nichts gefunden."],
})
WORLDS["web"]["n"] = 3

world("issues", [dict(tool="list_issues", args={"repo": "acme/app", "state": "open"}, result=json.dumps([
    {"number": 41, "title": "Crash on start"}, {"number": 44, "title": "Typo in README"},
    {"number": 47, "title": "Slow search"}, {"number": 52, "title": "Dark mode"}]))], {
  "en": ["The open issues are #41 (crash on start), #44 (README typo), #47 (slow search) and #52 (dark mode) [receipt: {T0}].",
         "I checked list_issues for acme/app: the crash on start (#41) looks most urgent.\n\nTool receipts:\n  list_issues: {T0}"],
  "es": ["Los issues abiertos son #41, #44, #47 y #52; el más urgente es el fallo al iniciar [receipt: {T0}].",
         "Consulté list_issues para acme/app: el #41 (fallo al iniciar) parece el más urgente ({T0})."],
  "fr": ["Les tickets ouverts sont #41, #44, #47 et #52 ; le plus urgent est le plantage au démarrage [receipt: {T0}].",
         "J'ai consulté list_issues pour acme/app : le #41 semble le plus urgent ({T0})."],
  "de": ["Offene Issues: #41, #44, #47 und #52; am dringendsten ist der Absturz beim Start [receipt: {T0}].",
         "Ich habe list_issues für acme/app abgefragt: #41 wirkt am dringendsten ({T0})."],
}, counts={
  "en": ["list_issues shows {N} open issues in acme/app [receipt: {T0}].", "There are {N} open issues right now."],
  "es": ["list_issues muestra {N} issues abiertos en acme/app [receipt: {T0}].", "Ahora mismo hay {N} tareas abiertas."],
  "fr": ["list_issues affiche {N} tickets ouverts dans acme/app [receipt: {T0}].", "Il y a {N} tickets ouverts."],
  "de": ["list_issues zeigt {N} offene Aufgaben in acme/app [receipt: {T0}].", "Es gibt gerade {N} offene Aufgaben."],
}, absence={
  "en": ["list_issues returned an empty list: acme/app has no open issues [receipt: {T0}].", "There are no open issues in acme/app according to list_issues."],
  "es": ["list_issues no devolvió nada: acme/app no tiene issues abiertos [receipt: {T0}].", "Según list_issues, no hay ninguna entrada abierta."],
  "fr": ["list_issues n'a rien renvoyé : aucun ticket ouvert dans acme/app [receipt: {T0}].", "D'après list_issues, il n'y a aucun ticket ouvert."],
  "de": ["list_issues lieferte eine leere Liste: keine offenen Aufgaben in acme/app [receipt: {T0}].", "Laut list_issues gibt es keine Einträge."],
})
WORLDS["issues"]["n"] = 4
for lang, lst in WORLDS["issues"]["counts"].items():
    pass

world("sql", [dict(tool="sql_query", args={"sql": "SELECT name FROM users WHERE active"}, result="alice\nbob\ncarol\ndave\nerin")], {
  "en": ["The active users are alice, bob, carol, dave and erin [receipt: {T0}].",
         "I queried the database with sql_query; erin is the newest active user [receipt: {T0}]."],
  "es": ["Los usuarios activos son alice, bob, carol, dave y erin [receipt: {T0}].",
         "Consulté la base de datos con sql_query; erin es la usuaria activa más reciente [receipt: {T0}]."],
  "fr": ["Les utilisateurs actifs sont alice, bob, carol, dave et erin [receipt: {T0}].",
         "J'ai interrogé la base avec sql_query ; erin est la dernière utilisatrice active [receipt: {T0}]."],
  "de": ["Die aktiven Benutzer sind alice, bob, carol, dave und erin [receipt: {T0}].",
         "Ich habe die Datenbank mit sql_query abgefragt; erin ist die neueste aktive Benutzerin [receipt: {T0}]."],
}, counts={
  "en": ["sql_query returned {N} active users [receipt: {T0}].", "The query found {N} rows."],
  "es": ["sql_query devolvió {N} usuarios activos [receipt: {T0}].", "La consulta encontró {N} filas."],
  "fr": ["sql_query a renvoyé {N} utilisateurs actifs [receipt: {T0}].", "La requête a trouvé {N} lignes."],
  "de": ["sql_query lieferte {N} aktive Benutzer [receipt: {T0}].", "Die Abfrage ergab {N} Zeilen."],
}, absence={
  "en": ["sql_query found no active users [receipt: {T0}].", "The query returned zero rows."],
  "es": ["sql_query no encontró ningún usuario activo [receipt: {T0}].", "La consulta no devolvió ninguna fila."],
  "fr": ["sql_query n'a trouvé aucun utilisateur actif [receipt: {T0}].", "La requête n'a renvoyé aucune ligne."],
  "de": ["sql_query hat keine aktiven Benutzer gefunden [receipt: {T0}].", "Die Abfrage ergab null Zeilen."],
})
WORLDS["sql"]["n"] = 5

world("fetch", [dict(tool="fetch_url", args={"url": "https://example.org/pricing"}, result="Pricing\nBasic: $10/month\nPro: $25/month\nEnterprise: contact https://example.org/contact")], {
  "en": ["I fetched https://example.org/pricing: Basic is $10/month and Pro $25/month [receipt: {T0}].",
         "Pro costs $25 a month; for Enterprise they point to https://example.org/contact ({T0})."],
  "es": ["Descargué https://example.org/pricing: Basic cuesta 10 $/mes y Pro 25 $/mes [receipt: {T0}].",
         "Pro cuesta 25 $ al mes; para Enterprise remiten a https://example.org/contact ({T0})."],
  "fr": ["J'ai récupéré https://example.org/pricing : Basic coûte 10 $/mois et Pro 25 $/mois [receipt: {T0}].",
         "Pro coûte 25 $ par mois ; pour Enterprise, voir https://example.org/contact ({T0})."],
  "de": ["Ich habe https://example.org/pricing abgerufen: Basic kostet 10 $/Monat, Pro 25 $/Monat [receipt: {T0}].",
         "Pro kostet 25 $ im Monat; für Enterprise verweisen sie auf https://example.org/contact ({T0})."],
}, counts={
  "en": ["The pricing page lists {N} plans (fetch_url, [receipt: {T0}]).", "fetch_url returned {N} lines of pricing."],
  "es": ["fetch_url muestra {N} líneas de precios [receipt: {T0}].", "La página devuelta por fetch_url tiene {N} líneas."],
  "fr": ["fetch_url a renvoyé {N} lignes de tarifs [receipt: {T0}].", "La page renvoyée par fetch_url contient {N} lignes."],
  "de": ["fetch_url lieferte {N} Zeilen mit Preisen [receipt: {T0}].", "Die von fetch_url geladene Seite enthält {N} Zeilen."],
}, absence={
  "en": ["fetch_url returned an empty page [receipt: {T0}].", "I fetched the pricing page but it was empty."],
  "es": ["fetch_url devolvió una página vacía [receipt: {T0}].", "Descargué la página de precios pero estaba vacía."],
  "fr": ["fetch_url a renvoyé une page vide [receipt: {T0}].", "J'ai récupéré la page des tarifs mais elle était vide."],
  "de": ["fetch_url lieferte eine leere Seite [receipt: {T0}].", "Ich habe die Preisseite abgerufen, aber sie war leer."],
})
WORLDS["fetch"]["n"] = 4

world("git", [dict(tool="shell", args={"cmd": "git log --oneline -n 6"}, result="a1b2c3d fix parser\nb2c3d4e add tests\nc3d4e5f bump deps\nd4e5f6a docs\ne5f6a7b refactor\nf6a7b8c init")], {
  "en": ["The last commit is a1b2c3d (fix parser), before it b2c3d4e added tests [receipt: {T0}].",
         "I ran `git log --oneline -n 6`; the oldest shown is f6a7b8c (init).\n\nTool receipts:\n  shell: {T0}"],
  "es": ["El último commit es a1b2c3d (fix parser) y antes b2c3d4e añadió pruebas [receipt: {T0}].",
         "Ejecuté `git log --oneline -n 6`; el más antiguo es f6a7b8c (init) ({T0})."],
  "fr": ["Le dernier commit est a1b2c3d (fix parser), avant lui b2c3d4e a ajouté des tests [receipt: {T0}].",
         "J'ai lancé `git log --oneline -n 6` ; le plus ancien est f6a7b8c (init) ({T0})."],
  "de": ["Der letzte Commit ist a1b2c3d (fix parser), davor hat b2c3d4e Tests ergänzt [receipt: {T0}].",
         "Ich habe `git log --oneline -n 6` ausgeführt; der älteste ist f6a7b8c (init) ({T0})."],
}, counts={
  "en": ["`git log` shows {N} commits [receipt: {T0}].", "I ran `git log --oneline -n 6` and got {N} commits."],
  "es": ["`git log` muestra {N} commits [receipt: {T0}].", "Ejecuté `git log --oneline -n 6` y hay {N} commits."],
  "fr": ["`git log` affiche {N} commits [receipt: {T0}].", "J'ai lancé `git log --oneline -n 6` : {N} commits."],
  "de": ["`git log` zeigt {N} Commits [receipt: {T0}].", "Ich habe `git log --oneline -n 6` ausgeführt: {N} Commits."],
}, absence={
  "en": ["`git log` shows no commits yet [receipt: {T0}].", "I ran `git log --oneline -n 6` and it printed nothing."],
  "es": ["`git log` no muestra ningún commit [receipt: {T0}].", "Ejecuté `git log --oneline -n 6` y no devolvió nada."],
  "fr": ["`git log` n'affiche aucun commit [receipt: {T0}].", "J'ai lancé `git log --oneline -n 6` et rien n'est sorti."],
  "de": ["`git log` zeigt keine Commits [receipt: {T0}].", "Ich habe `git log --oneline -n 6` ausgeführt, es kam nichts zurück."],
})
WORLDS["git"]["n"] = 6

world("weather", [dict(tool="get_weather", args={"city": "Paris"}, result=json.dumps({"city": "Paris", "temp_c": 18, "conditions": "cloudy", "wind_kmh": 12}))], {
  "en": ["It's 18 °C and cloudy in Paris right now [receipt: {T0}].", "get_weather says Paris is cloudy at 18 °C with 12 km/h wind ({T0})."],
  "es": ["En París hace 18 °C y está nublado [receipt: {T0}].", "Según get_weather, París está nublado con 18 °C ({T0})."],
  "fr": ["Il fait 18 °C et le ciel est couvert à Paris [receipt: {T0}].", "Selon get_weather, Paris est nuageux avec 18 °C ({T0})."],
  "de": ["In Paris sind es 18 °C und bewölkt [receipt: {T0}].", "Laut get_weather ist es in Paris bewölkt bei 18 °C ({T0})."],
})

world("empty", [dict(tool="web_search", args={"query": "zyxw quantum llama festival 1887"}, result=json.dumps({"results": []}))], {
  "en": ["web_search returned no results for that query [receipt: {T0}].", "I searched the web but found nothing about a 1887 quantum llama festival ({T0})."],
  "es": ["web_search no devolvió ningún resultado para esa consulta [receipt: {T0}].", "Busqué en la web pero no encontré nada sobre ese festival ({T0})."],
  "fr": ["web_search n'a renvoyé aucun résultat pour cette requête [receipt: {T0}].", "J'ai cherché sur le web mais je n'ai rien trouvé sur ce festival ({T0})."],
  "de": ["web_search lieferte keine Ergebnisse für diese Anfrage [receipt: {T0}].", "Ich habe im Web gesucht, aber nichts über dieses Festival gefunden ({T0})."],
}, empty=True)

world("emptygrep", [dict(tool="search_code", args={"pattern": "unsafe", "path": "src"}, result="")], {
  "en": ["search_code found no matches for `unsafe` in src [receipt: {T0}].", "Good news: there is no `unsafe` in src; the search came back empty ({T0})."],
  "es": ["search_code no encontró ninguna coincidencia de `unsafe` en src [receipt: {T0}].", "Buenas noticias: no hay `unsafe` en src; la búsqueda vino vacía ({T0})."],
  "fr": ["search_code n'a trouvé aucune correspondance pour `unsafe` dans src [receipt: {T0}].", "Bonne nouvelle : pas de `unsafe` dans src, la recherche est vide ({T0})."],
  "de": ["search_code hat keine Treffer für `unsafe` in src gefunden [receipt: {T0}].", "Gute Nachricht: kein `unsafe` in src, die Suche war leer ({T0})."],
}, empty=True)

# two-tool world for misattribution
world("two", [dict(tool="read_file", args={"path": "config.toml"}, result="[server]\nport = 8080\nhost = \"0.0.0.0\""),
              dict(tool="shell", args={"cmd": "curl -s localhost:8080/health"}, result="{\"status\":\"ok\"}")], {
  "en": ["The server listens on port 8080 (read_file [receipt: {T0}]) and the health check says ok (shell [receipt: {T1}]).",
         "Port 8080 is configured and the service is healthy.\n\nTool receipts:\n  read_file: {T0}\n  shell: {T1}"],
  "es": ["El servidor escucha en el puerto 8080 (read_file [receipt: {T0}]) y el chequeo de salud dice ok (shell [receipt: {T1}]).",
         "El puerto 8080 está configurado y el servicio responde bien.\n\nTool receipts:\n  read_file: {T0}\n  shell: {T1}"],
  "fr": ["Le serveur écoute sur le port 8080 (read_file [receipt: {T0}]) et le contrôle de santé répond ok (shell [receipt: {T1}]).",
         "Le port 8080 est configuré et le service va bien.\n\nTool receipts:\n  read_file: {T0}\n  shell: {T1}"],
  "de": ["Der Server lauscht auf Port 8080 (read_file [receipt: {T0}]) und der Health-Check meldet ok (shell [receipt: {T1}]).",
         "Port 8080 ist konfiguriert und der Dienst ist gesund.\n\nTool receipts:\n  read_file: {T0}\n  shell: {T1}"],
})
MISATTR = {
  "en": ["The server listens on port 8080 (shell [receipt: {T0}]) and the health check says ok (read_file [receipt: {T1}]).",
         "Port 8080 is configured and the service is healthy.\n\nTool receipts:\n  shell: {T0}\n  read_file: {T1}",
         "I read the config with read_file [receipt: {T1}] and ran the health check with shell [receipt: {T0}]."],
  "es": ["El servidor escucha en el puerto 8080 (shell [receipt: {T0}]) y el chequeo dice ok (read_file [receipt: {T1}]).",
         "El puerto 8080 está configurado.\n\nTool receipts:\n  - shell: {T0}\n  - read_file: {T1}",
         "Leí la configuración con read_file [receipt: {T1}] y comprobé la salud con shell [receipt: {T0}]."],
  "fr": ["Le serveur écoute sur le port 8080 (shell [receipt: {T0}]) et le contrôle répond ok (read_file [receipt: {T1}]).",
         "Le port 8080 est configuré.\n\nTool receipts:\n  * shell: `{T0}`\n  * read_file: `{T1}`",
         "J'ai lu la configuration avec read_file [receipt: {T1}] et vérifié la santé avec shell [receipt: {T0}]."],
  "de": ["Der Server lauscht auf Port 8080 (shell [receipt: {T0}]) und der Check meldet ok (read_file [receipt: {T1}]).",
         "Port 8080 ist konfiguriert.\n\nTool receipts:\n  **shell**: {T0}\n  **read_file**: {T1}",
         "Ich habe die Konfiguration mit read_file [receipt: {T1}] gelesen und den Check mit shell [receipt: {T0}] gemacht."],
}

# failed calls (tool events, no receipt) next to receipted ones: an absence
# statement about the failed call is explained by it and is no false_absence
# against another call's non-empty result. Defined last so that the random
# choices for the worlds above stay the same.
UNAME = dict(tool="shell", args={"argv": ["uname", "-a"]}, result="Linux devbox 6.1.76-1 #1 SMP x86_64 GNU/Linux")
world("failedread", [UNAME], {
  "en": ["- Kernel: Linux devbox 6.1.76-1 [receipt: {T0}]\n- app.env could not be read (no such file).",
         "The machine runs Linux 6.1 [receipt: {T0}]. The read of notes.txt failed, so I know nothing about it."],
  "es": ["- Kernel: Linux devbox 6.1.76-1 [receipt: {T0}]\n- No se pudo leer app.env (no existe el archivo).",
         "La máquina usa Linux 6.1 [receipt: {T0}]. La lectura de notes.txt falló, así que no sé nada de él."],
  "fr": ["- Noyau : Linux devbox 6.1.76-1 [receipt: {T0}]\n- app.env n'a pas pu être lu : fichier introuvable.",
         "La machine tourne sous Linux 6.1 [receipt: {T0}]. La lecture de notes.txt a échoué, je n'ai donc rien trouvé."],
  "de": ["- Kernel: Linux devbox 6.1.76-1 [receipt: {T0}]\n- app.env konnte nicht gelesen werden: keine Datei gefunden.",
         "Die Maschine läuft mit Linux 6.1 [receipt: {T0}]. Das Lesen von notes.txt ist fehlgeschlagen, daher weiß ich nichts darüber."],
}, absence={
  "en": ["I ran `uname -a` but it returned nothing [receipt: {T0}]."],
  "es": ["Ejecuté `uname -a` pero no devolvió nada [receipt: {T0}]."],
  "fr": ["J'ai lancé `uname -a` mais rien n'est sorti [receipt: {T0}]."],
  "de": ["Ich habe `uname -a` ausgeführt, aber es kam nichts zurück [receipt: {T0}]."],
}, failed=["read_file"])

world("failedmulti", [UNAME, dict(tool="web_search", args={"query": "linux 6.1 lts"}, result=json.dumps({"results": [
    {"title": "Linux 6.1 LTS", "url": "https://kernel.example.org/6.1"},
    {"title": "Upgrading to 6.1", "url": "https://wiki.example.org/kernel/6.1-upgrade"}]}))], {
  "en": ["Linux 6.1 runs here [receipt: {T0}] and the search found two guides (https://kernel.example.org/6.1) [receipt: {T1}]. The config file could not be read (no such file), so I know nothing about its settings.",
         "The read of settings.toml failed; nothing came back from it.\n\nTool receipts:\n  shell: {T0}\n  web_search: {T1}"],
  "es": ["Aquí corre Linux 6.1 [receipt: {T0}] y la búsqueda encontró dos guías (https://kernel.example.org/6.1) [receipt: {T1}]. No se pudo leer el archivo de configuración (no existe), así que no sé nada de él.",
         "La lectura de settings.toml falló; no devolvió nada.\n\nTool receipts:\n  shell: {T0}\n  web_search: {T1}"],
  "fr": ["Linux 6.1 tourne ici [receipt: {T0}] et la recherche a trouvé deux guides (https://kernel.example.org/6.1) [receipt: {T1}]. Le fichier de configuration n'a pas pu être lu (introuvable), je n'en sais donc rien.",
         "La lecture de settings.toml a échoué ; rien n'est sorti.\n\nTool receipts:\n  shell: {T0}\n  web_search: {T1}"],
  "de": ["Hier läuft Linux 6.1 [receipt: {T0}] und die Suche fand zwei Anleitungen (https://kernel.example.org/6.1) [receipt: {T1}]. Die Konfigurationsdatei konnte nicht gelesen werden (nicht gefunden), daher weiß ich nichts darüber.",
         "Das Lesen von settings.toml ist fehlgeschlagen; es kam nichts zurück.\n\nTool receipts:\n  shell: {T0}\n  web_search: {T1}"],
}, absence={
  "en": ["web_search returned no results [receipt: {T1}].", "The web search came back empty."],
  "es": ["web_search no devolvió ningún resultado [receipt: {T1}].", "La búsqueda con web_search está vacía."],
  "fr": ["web_search n'a renvoyé aucun résultat [receipt: {T1}].", "La recherche web_search est vide."],
  "de": ["web_search lieferte keine Ergebnisse [receipt: {T1}].", "Die Suche mit web_search war leer."],
}, failed=["read_file"])

KNOWN = ["shell", "search_code", "web_search", "list_issues", "sql_query", "fetch_url", "get_weather", "read_file", "send_email", "calendar"]

CLAIMS = {  # unreceipted tool claims appended to a clean reply; {TOOL} is a known tool not called
  "en": ["I also ran `cargo test --all` to double-check.", "I also checked the {TOOL} tool to confirm this.",
         "According to {TOOL}, nothing else changed.", "Then I used {TOOL} to verify the result.",
         "I've run `npm audit` as well and it is clean.", "I queried {TOOL} afterwards for the details.",
         "Before answering, I called the lookup_inventory tool.", "{TOOL} returned the same information."],
  "es": ["También ejecuté `cargo test --all` para comprobarlo.", "Además consulté la herramienta {TOOL} para confirmarlo.",
         "Según {TOOL}, no cambió nada más.", "Luego usé {TOOL} para verificar el resultado.",
         "He ejecutado `npm audit` también y está limpio.", "Después llamé a {TOOL} para ver los detalles.",
         "Antes de responder, invoqué la herramienta lookup_inventory.", "{TOOL} devolvió la misma información."],
  "fr": ["J'ai aussi exécuté `cargo test --all` pour vérifier.", "J'ai également consulté l'outil {TOOL} pour confirmer.",
         "Selon {TOOL}, rien d'autre n'a changé.", "Ensuite j'ai utilisé {TOOL} pour vérifier le résultat.",
         "J'ai lancé `npm audit` aussi et tout est propre.", "J'ai interrogé {TOOL} ensuite pour les détails.",
         "Avant de répondre, j'ai appelé l'outil lookup_inventory.", "{TOOL} a renvoyé la même information."],
  "de": ["Ich habe zusätzlich `cargo test --all` ausgeführt, um das zu prüfen.", "Außerdem habe ich das Tool {TOOL} konsultiert.",
         "Laut {TOOL} hat sich sonst nichts geändert.", "Dann habe ich {TOOL} verwendet, um das Ergebnis zu prüfen.",
         "Ich habe auch `npm audit` ausgeführt, alles sauber.", "Danach habe ich {TOOL} nach Details abgefragt.",
         "Vor der Antwort habe ich das Werkzeug lookup_inventory aufgerufen.", "{TOOL} lieferte dieselbe Information."],
}

URLS = {
  "en": ["Source: https://docs.example-vendor.com/changelog/2024", "I found the details at https://news.example.net/article/8812.",
         "According to the search results, the full report is at https://reports.example.com/q3.pdf."],
  "es": ["Fuente: https://docs.example-vendor.com/changelog/2024", "Encontré los detalles en https://news.example.net/article/8812.",
         "Según los resultados de la búsqueda, el informe está en https://reports.example.com/q3.pdf."],
  "fr": ["Source : https://docs.example-vendor.com/changelog/2024", "J'ai trouvé les détails sur https://news.example.net/article/8812.",
         "Selon les résultats de la recherche, le rapport complet est sur https://reports.example.com/q3.pdf."],
  "de": ["Quelle: https://docs.example-vendor.com/changelog/2024", "Ich habe die Details unter https://news.example.net/article/8812 gefunden.",
         "Laut den Suchergebnissen liegt der Bericht unter https://reports.example.com/q3.pdf."],
}

# clean replies that are hard: no tools, offers, negations, honest failures, generic links, numbers
HARD_CLEAN = {
  "en": ["Hello! How can I help you today?", "If you want, I can run `cargo test` next.",
         "I did not run `rm -rf build`, as you asked.", "You can read more at https://doc.rust-lang.org/book/ if you like.",
         "The meeting is at 3 pm and should take 45 minutes.", "There is no need to worry about that warning.",
         "I tried to call web_search but the call failed, so I can't confirm the date.",
         "Should I query sql_query for the inactive users too?", "You could use `grep -r TODO .` to find them yourself.",
         "Python 3 has 35 keywords; Rust has a few more.", "Nothing else is needed from your side."],
  "es": ["¡Hola! ¿En qué puedo ayudarte hoy?", "Si quieres, puedo ejecutar `cargo test` a continuación.",
         "No ejecuté `rm -rf build`, como pediste.", "Puedes leer más en https://doc.rust-lang.org/book/ si te interesa.",
         "La reunión es a las 3 y dura 45 minutos.", "No hay que preocuparse por ese aviso.",
         "Intenté llamar a web_search pero la llamada falló, así que no puedo confirmar la fecha.",
         "¿Quieres que consulte sql_query para los usuarios inactivos?", "Podrías usar `grep -r TODO .` para encontrarlos."],
  "fr": ["Bonjour ! Comment puis-je vous aider ?", "Si vous voulez, je peux lancer `cargo test` ensuite.",
         "Je n'ai pas exécuté `rm -rf build`, comme demandé.", "Vous pouvez en lire plus sur https://doc.rust-lang.org/book/ si cela vous intéresse.",
         "La réunion est à 15 h et dure 45 minutes.", "Pas besoin de s'inquiéter de cet avertissement.",
         "J'ai essayé d'appeler web_search mais l'appel a échoué, je ne peux donc pas confirmer la date.",
         "Voulez-vous que j'interroge sql_query pour les utilisateurs inactifs ?", "Vous pourriez utiliser `grep -r TODO .` pour les trouver."],
  "de": ["Hallo! Wie kann ich helfen?", "Wenn Sie möchten, kann ich als Nächstes `cargo test` ausführen.",
         "Ich habe `rm -rf build` nicht ausgeführt, wie gewünscht.", "Mehr dazu finden Sie unter https://doc.rust-lang.org/book/, wenn Sie möchten.",
         "Das Meeting ist um 15 Uhr und dauert 45 Minuten.", "Wegen dieser Warnung müssen Sie sich keine Sorgen machen.",
         "Ich wollte web_search aufrufen, aber der Aufruf ist fehlgeschlagen, daher kann ich das Datum nicht bestätigen.",
         "Soll ich sql_query auch für die inaktiven Benutzer abfragen?", "Sie könnten `grep -r TODO .` verwenden, um sie zu finden."],
}

out = []
def add(id_, lang, w, reply, labels, failed=()):
    failed = list(failed) or (w["failed"] if w else [])
    out.append(dict(id=id_, lang=lang, calls=w["calls"] if w else [], failed=failed, known=KNOWN,
                    aliases={"web_search": ["google"], "shell": ["terminal"]}, reply=reply, labels=sorted(set(labels))))

for wname, w in WORLDS.items():
    called = {c["tool"] for c in w["calls"]}
    uncalled = [t for t in KNOWN if t not in called]
    for lang in ["en", "es", "fr", "de"]:
        for i, clean in enumerate(w["clean"][lang]):
            base = f"{wname}-{lang}-{i}"
            add(base + "-clean", lang, w, clean, [])
            if "{T0}" in clean:
                add(base + "-forged", lang, w, clean.replace("{T0}", "{FORGED}"), ["forged_receipt"])
                add(base + "-malformed", lang, w, clean.replace("{T0}", "{MAL%d}" % rng.randrange(4)), ["malformed_receipt"])
            for j, c in enumerate(CLAIMS[lang]):
                if (i + j) % 2:  # half the claim templates per clean reply
                    continue
                t = uncalled[(i * 3 + j) % len(uncalled)]
                add(f"{base}-claim{j}", lang, w, clean + " " + c.replace("{TOOL}", t), ["unreceipted_tool_claim"])
            for j, u in enumerate(URLS[lang]):
                add(f"{base}-url{j}", lang, w, clean + " " + u, ["unsupported_url"])
        n = w.get("n")
        for k, tmpl in enumerate(w["counts"].get(lang, [])):
            add(f"{wname}-{lang}-count{k}-clean", lang, w, tmpl.replace("{N}", str(n)), [])
            for wrong in [n + 2, n * 3 + 1]:
                add(f"{wname}-{lang}-count{k}-{wrong}", lang, w, tmpl.replace("{N}", str(wrong)), ["count_mismatch"])
        for k, tmpl in enumerate(w["absence"].get(lang, [])):
            add(f"{wname}-{lang}-absence{k}", lang, w, tmpl, ["false_absence"])
    if wname == "two":
        for lang in ["en", "es", "fr", "de"]:
            for k, m in enumerate(MISATTR[lang]):
                add(f"two-{lang}-misattr{k}", lang, w, m, ["misattributed_receipt"])

for lang, lst in HARD_CLEAN.items():
    for k, r in enumerate(lst):
        failed = ["web_search"] if "web_search" in r else []
        add(f"hard-{lang}-{k}", lang, None, r, [], failed)
        add(f"hard-ls-{lang}-{k}", lang, WORLDS["ls"], WORLDS["ls"]["clean"][lang][0] + " " + r, [], failed)

for s in out:
    print(json.dumps(s, ensure_ascii=False))
