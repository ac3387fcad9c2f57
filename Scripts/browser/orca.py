#!/usr/bin/env python3
"""Has the Orca screen reader read pages in Chromium from top to bottom, and returns what it said.

    python3 Scripts/browser/orca.py page.html            # prints one utterance a line
    python3 Scripts/browser/orca.py a.html b.html --json # {"a.html": ["Compound interest in Swift", "heading level 2", …], …}

    from orca import read_aloud
    transcripts, resumed = read_aloud(["a.html", "b.html"])  # one list of utterances a page

Everything runs in a private session made for the readings: an X server (Xvfb) on a free
display, a D-Bus session bus with the AT-SPI accessibility bus, speech-dispatcher, Orca and
Chromium, all with a temporary home directory, all ended afterwards. Orca starts once; each page
is opened in a Chromium of its own. Orca's "read page on load" is off; once a page has loaded the
script presses Orca's Say All key (keypad plus) with xdotool, waits until speech has been quiet
for a while, and presses Control, which ends that page's reading in the record.

Orca's Say All stops now and then before the end of a page; the script presses the key again,
and Orca goes on from the object it stopped in. Where Orca stops in the same place again (a
resumed reading says nothing it had not just said: an object it cannot get past, or the end of
the page), the script moves Orca past that object with its next-line key (Down) and resumes
from there, a few times at most; and each page has a time budget, past which its reading ends
where it is. How often each happened is returned with the transcripts.

The record is Orca's own debug log: every utterance Orca hands speech-dispatcher, as the SSML it
sends ("SPEECH DISPATCHER: Speaking '<speak>…</speak>'"), after its own changes (punctuation
spoken as words). Orca writes it through a buffered file, so it is read once Orca has been stopped
cleanly (SIGTERM: Orca shuts down and the file is closed). Speech-dispatcher's voice is its
generic output module, which only appends what it is given to a log; that log tells when
speech has gone quiet and how far Orca has read. (Its text is not the record: the module's
shell command line cannot hold an utterance with blank lines, and the settings that follow it
leak into the log.)

Needs Debian's orca, xvfb, speech-dispatcher, xdotool, dbus, at-spi2-core and
chromium. Orca and AT-SPI run on the system's /usr/bin/python3 (their shebang), whatever python
runs this script.
"""
import argparse
import html
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SETTLE_SECONDS = 4.0
# The most a page may take to be read once its Say All has begun, unless the caller gives a budget.
READING_SECONDS = 180
# How many times in a row Orca is moved past an object it stopped in again, before the page's
# reading is taken to have ended (at the end of the page, moving on says nothing new either).
MOVES_PAST_STUCK = 3


def free_display():
    for number in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return number
    raise RuntimeError("no free X display")


def read_aloud(pages, until=None, keep_logs=None, budget=READING_SECONDS):
    """What Orca speaks reading each of `pages` (HTML files) with Say All, as a list of utterances
    a page: until it has been quiet for a few seconds, or, given `until` (a list with one entry a
    page, or None), until it has said that page's entry, a word and how often (the page's last
    word, as often as the page has it), and then been quiet; at most `budget` seconds a page.
    Returns the transcripts and, for each page, a dictionary of how its reading went: how often
    its Say All had stopped early and was resumed (`resumed`), how often Orca was moved past an
    object it had stopped in again (`moved`), whether it said its `until` entry (`reached`), and
    whether its budget ran out (`out_of_time`)."""
    pages = [pathlib.Path(page).resolve() for page in pages]
    work = pathlib.Path(tempfile.mkdtemp(prefix="legible-orca-"))
    (work / "pages.json").write_text(json.dumps({"pages": [str(page) for page in pages], "until": until or [None] * len(pages),
                                                 "budget": budget}))
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{display}") and time.time() < deadline:
            time.sleep(0.1)
        env = dict(os.environ, DISPLAY=f":{display}")
        inner_run = subprocess.run(["dbus-run-session", "--", sys.executable, __file__, "--inner", str(work)],
                                   env=env, timeout=60 + len(pages) * (budget + 90),
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        log = work / "orca-debug.txt"
        if inner_run.returncode != 0 or not log.exists():
            raise RuntimeError("Orca's reading failed:\n" + inner_run.stdout[-3000:])
        transcripts = transcripts_in(log.read_text(errors="replace"))
        if len(transcripts) != len(pages):
            raise RuntimeError(f"Orca's log holds {len(transcripts)} readings for {len(pages)} pages")
        return transcripts, json.loads((work / "readings.json").read_text())
    finally:
        xvfb.terminate()
        xvfb.wait()
        if keep_logs:
            shutil.copytree(work, keep_logs, dirs_exist_ok=True, ignore=shutil.ignore_patterns("chrome", "home", "runtime"))
        shutil.rmtree(work, ignore_errors=True)


# Reading Orca's debug log.

# Every line of the log starts with a timestamp; a message's further lines are indented by its width.
CONTINUATION = "\n" + " " * 18
# Orca logs what it sends speech-dispatcher, then the voice's settings on the next lines.
SPOKEN = re.compile(r"SPEECH DISPATCHER: Speaking '<speak>(.*?)</speak>' " + re.escape(CONTINUATION) + "ORCA rate", re.S)
# The key that starts Say All, and the one the script presses when a page has been read.
SAY_ALL_KEY = "vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'KP_Add'"
END_KEY = "vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'Control_L'"


def transcripts_in(log):
    """The utterances of each Say All in Orca's debug log: those sent between the Say All key and
    the key pressed after it. Where the Say All key was pressed again to resume a reading that
    had stopped, what Orca said again is left out (see `without_repeats`)."""
    transcripts = []
    position = 0
    while (start := log.find(SAY_ALL_KEY, position)) >= 0:
        end = log.find(END_KEY, start)
        end = len(log) if end < 0 else end
        transcript = []
        while start < end:
            resumed = log.find(SAY_ALL_KEY, start + len(SAY_ALL_KEY), end)
            resumed = end if resumed < 0 else resumed
            said = [utterance for match in SPOKEN.finditer(log, start, resumed) if (utterance := plain(match.group(1)))]
            transcript += without_repeats(transcript, said)
            start = resumed
        transcripts.append(transcript)
        position = end
    return transcripts


# How far back a resumed Say All may start again: it goes on from the start of the object it
# had stopped in, a few utterances back at most (a table row, a list item).
RESUME_REACH = 12


def without_repeats(before, after):
    """`after`, without its longest beginning that Orca had just said: a run of the last
    RESUME_REACH utterances of `before`."""
    recent = before[-RESUME_REACH:]
    for length in range(min(len(after), len(recent)), 0, -1):
        head = after[:length]
        if any(recent[index:index + length] == head for index in range(len(recent) - length + 1)):
            return after[length:]
    return after


def plain(ssml):
    """The text of the SSML Orca sends: its word marks removed, its escapes undone, each of its
    lines as Orca wrote it, spacing collapsed."""
    text = re.sub(r'<mark name="[^"]*"/>', "", ssml.replace(CONTINUATION, "\n"))
    return " ".join(html.unescape(text).split())


# What runs inside the private D-Bus session.

SPEECHD_CONF = """AudioOutputMethod "alsa"
LogLevel 3
LogDir "{work}/logs"
AddModule "espeak-logged" "sd_generic" "espeak-logged.conf"
DefaultModule espeak-logged
DefaultLanguage "en"
"""

# sd_generic runs the command with the utterance in $DATA (already quoted for the shell). No
# synthesizer: the record is what Orca sends, and speech that ends at once keeps Say All going
# (with espeak-ng behind this module, Say All stalled now and then, waiting for the end of an
# utterance that had been spoken). The log it appends to only tells how far and how recently
# Orca has spoken.
MODULE_CONF = """GenericExecuteSynth "printf %s \\'$DATA\\' >> {log}; echo >> {log}; sleep 0.05"
GenericLanguage "en" "en-us" "utf-8"
GenericLanguage "de" "de" "utf-8"
AddVoice "en" "MALE1" "en-us"
AddVoice "de" "MALE1" "de"
"""


def orca_settings():
    """Orca's defaults, with reading on load, the page summary, braille and sounds off."""
    general = {
        "sayAllOnLoad": False, "pageSummaryOnLoad": False, "enableBraille": False, "enableSound": False,
        "enableTutorialMessages": False, "speechServerFactory": "speechdispatcherfactory",
        "orcaModifierKeys": ["Insert", "KP_Insert"], "keyboardLayout": 1,
    }
    return {"general": general, "profiles": {"default": {"profile": ["Default", "default"], **general}},
            "pronunciations": {}, "keybindings": {}}


def inner(work):
    work = pathlib.Path(work)
    job = json.loads((work / "pages.json").read_text())
    home = work / "home"
    (home / ".config/speech-dispatcher/modules").mkdir(parents=True)
    (work / "logs").mkdir()
    runtime = work / "runtime"
    runtime.mkdir(mode=0o700)
    speech = work / "speech.log"
    speech.touch()
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    (home / ".config/speech-dispatcher/speechd.conf").write_text(SPEECHD_CONF.format(work=work))
    (home / ".config/speech-dispatcher/modules/espeak-logged.conf").write_text(MODULE_CONF.format(log=speech))
    orca_dir = home / ".local/share/orca"
    orca_dir.mkdir(parents=True)
    (orca_dir / "user-settings.conf").write_text(json.dumps(orca_settings(), indent=1))
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), NO_AT_BRIDGE="0", GTK_MODULES="gail:atk-bridge")
    # Orca and AT-SPI's Python bindings live in the system's Python, not in a virtual one.
    env["PATH"] = "/usr/bin:/bin:" + env.get("PATH", "")
    env.pop("PYTHONPATH", None)
    env.pop("PYTHONHOME", None)
    started = []

    def start(args):
        # Each in its own process group, so that ending it ends its children (Chromium's many).
        process = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        started.append(process)
        return process

    def said():
        return speech.read_text(errors="replace")

    def wait_for(predicate, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(0.2)
        return False

    runs = [{"resumed": 0, "moved": 0, "reached": False, "out_of_time": False} for _ in job["pages"]]
    try:
        start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        time.sleep(1)
        subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "true"],
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start(["speech-dispatcher", "--run-single", "--timeout", "0"])
        time.sleep(1)
        # Not --replace: that kills every Orca of this user, the other sessions' too.
        orca = start(["/usr/bin/orca", f"--debug-file={work / 'orca-debug.txt'}"])
        if not wait_for(lambda: "Screen reader on" in said(), 30):
            raise RuntimeError("Orca did not start")
        for index, (page, until) in enumerate(zip(job["pages"], job["until"])):
            loaded = said().count("Finished loading")
            chromium = start(["chromium", "--no-sandbox", "--force-renderer-accessibility", "--no-first-run",
                              "--no-default-browser-check", "--disable-gpu", "--disable-extensions", "--disable-sync",
                              "--disable-background-networking", f"--user-data-dir={work / 'chrome'}",
                              "--window-size=1200,1000", "--window-position=0,0", f"--app={pathlib.Path(page).as_uri()}"])
            # The page is loaded once Orca has said so and gone quiet.
            wait_for(lambda: said().count("Finished loading") > loaded, 60)
            settle(speech, SETTLE_SECONDS)
            before = len(said())
            run = runs[index]
            deadline = time.time() + job["budget"]
            subprocess.run(["xdotool", "key", "KP_Add"], env=env)
            wait_for(lambda: len(said()) > before, 30)
            settle(speech, SETTLE_SECONDS, deadline)
            # Now and then Orca's Say All stops, waiting for the end of an utterance that
            # speech-dispatcher never reports; pressed again, the key goes on from where it
            # stopped (saying that utterance again). Where it says nothing new, Orca is stuck
            # in that object or at the end of the page: it is moved to the next line first.
            moves_in_a_row = 0
            while until and not has_said(said()[before:], *until):
                if time.time() >= deadline:
                    run["out_of_time"] = True
                    break
                if moves_in_a_row == MOVES_PAST_STUCK:
                    break
                run["resumed"] += 1
                resumed_at = len(said())
                subprocess.run(["xdotool", "key", "KP_Add"], env=env)
                settle(speech, SETTLE_SECONDS, deadline)
                text = said()
                if says_nothing_new(text[before:resumed_at], text[resumed_at:]):
                    moves_in_a_row += 1
                    run["moved"] += 1
                    subprocess.run(["xdotool", "key", "Down"], env=env)
                    settle(speech, SETTLE_SECONDS, deadline)
                else:
                    moves_in_a_row = 0
            run["reached"] = bool(until) and has_said(said()[before:], *until)
            run["out_of_time"] = run["out_of_time"] or (not run["reached"] and time.time() >= deadline)
            subprocess.run(["xdotool", "key", "Control_L"], env=env)
            if index < len(job["pages"]) - 1:
                stop(chromium)
                started.remove(chromium)
        # Stopped by SIGTERM, Orca shuts down and closes its debug log. Its handler runs only
        # once Python has control again, after AT-SPI's main loop has handed it an event: a key
        # pressed in the last page, which is still open.
        orca.send_signal(signal.SIGTERM)

        def stopped():
            if orca.poll() is not None:
                return True
            subprocess.run(["xdotool", "key", "Control_L"], env=env)
            return False

        if not wait_for(stopped, 30):
            raise RuntimeError("Orca did not stop on SIGTERM")
        started.remove(orca)
        (work / "readings.json").write_text(json.dumps(runs))
    finally:
        for process in reversed(started):
            stop(process)


# What a resumed reading says again of what came before: the last words Orca said (the object
# it resumes in is a list item or a table row; the speech log holds settings text besides).
RECENT_WORDS = 400


def says_nothing_new(before, after):
    """Whether the speech `after` a resume holds no word that is not among the last words said
    `before` it (nothing at all, too)."""
    recent = set(spoken_words(before)[-RECENT_WORDS:])
    return all(word in recent for word in spoken_words(after))


def spoken_words(text):
    return re.split(r"[^\w∞]+", text.lower())


def has_said(text, word, times):
    """Whether `text` holds `word` (lowercase, between characters that are not word characters
    or ∞) `times` times."""
    return spoken_words(text).count(word) >= times


def stop(process):
    signal_group(process, signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        signal_group(process, signal.SIGKILL)
        process.wait()


def signal_group(process, number):
    try:
        os.killpg(process.pid, number)
    except ProcessLookupError:
        pass


def settle(log, seconds, deadline=None):
    """Waits until the speech log has not grown for `seconds`, or until `deadline`."""
    size = -1
    quiet_since = time.time()
    while time.time() - quiet_since < seconds and (deadline is None or time.time() < deadline):
        current = log.stat().st_size
        if current != size:
            size = current
            quiet_since = time.time()
        time.sleep(0.25)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", help="the HTML files to read")
    parser.add_argument("--json", action="store_true", help="print a JSON object: each page's utterances")
    parser.add_argument("--keep-logs", metavar="DIR", help="copy speech-dispatcher's and Orca's logs here")
    parser.add_argument("--inner", metavar="WORK", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.inner)
        return
    transcripts, _ = read_aloud(args.pages, keep_logs=args.keep_logs)
    if args.json:
        print(json.dumps(dict(zip(args.pages, transcripts)), ensure_ascii=False, indent=1))
    else:
        for page, transcript in zip(args.pages, transcripts):
            print(f"== {page}\n" + "\n".join(transcript))


if __name__ == "__main__":
    main()
