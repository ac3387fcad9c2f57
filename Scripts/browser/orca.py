#!/usr/bin/env python3
"""Has the Orca screen reader read a page in Chromium from top to bottom, and returns what it said.

    python3 Scripts/browser/orca.py page.html            # prints one utterance a line
    python3 Scripts/browser/orca.py page.html --json     # ["Compound interest in Swift", "heading level 2", …]

    from orca import read_aloud
    utterances = read_aloud("page.html")

Everything runs in a private session made for the one reading: an X server (Xvfb) on a free
display, a D-Bus session bus with the AT-SPI accessibility bus, speech-dispatcher, Orca and
Chromium, all with a temporary home directory, all ended afterwards. Orca's voice is
speech-dispatcher's generic output module running espeak-ng; the module also appends the exact
text it hands espeak-ng to a log, one utterance a line, which is the transcript. (Audio goes to
ALSA's null device.) Orca's "read page on load" is off; once the page has loaded the script
presses Orca's Say All key (keypad plus) with xdotool and waits until speech has been quiet for a
while.

Needs Debian's orca, xvfb, speech-dispatcher, espeak-ng, xdotool, dbus, at-spi2-core and
chromium. Orca and AT-SPI run on the system's /usr/bin/python3 (their shebang), whatever python
runs this script.
"""
import argparse
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SETTLE_SECONDS = 4.0


def free_display():
    for number in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return number
    raise RuntimeError("no free X display")


def read_aloud(page, until=None, timeout=240, keep_logs=None):
    """The utterances Orca speaks reading `page` (an HTML file) with Say All: until it has been
    quiet for a few seconds, or, given `until`, until it has said something containing that text
    (the end of the page) and then been quiet."""
    page = pathlib.Path(page).resolve()
    work = pathlib.Path(tempfile.mkdtemp(prefix="legible-orca-"))
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{display}") and time.time() < deadline:
            time.sleep(0.1)
        env = dict(os.environ, DISPLAY=f":{display}")
        inner = subprocess.run(["dbus-run-session", "--", sys.executable, __file__, str(page), "--inner", str(work)] + (["--until", until] if until else []),
                               env=env, timeout=timeout, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        transcript = work / "transcript.json"
        if not transcript.exists():
            raise RuntimeError("Orca produced no transcript:\n" + inner.stdout[-3000:])
        return json.loads(transcript.read_text())
    finally:
        xvfb.terminate()
        xvfb.wait()
        if keep_logs:
            shutil.copytree(work, keep_logs, dirs_exist_ok=True, ignore=shutil.ignore_patterns("chrome", "home", "runtime"))
        shutil.rmtree(work, ignore_errors=True)


# What runs inside the private D-Bus session.

SPEECHD_CONF = """AudioOutputMethod "alsa"
LogLevel 3
LogDir "{work}/logs"
AddModule "espeak-logged" "sd_generic" "espeak-logged.conf"
DefaultModule espeak-logged
DefaultLanguage "en"
"""

# sd_generic runs the command with the utterance in $DATA (already quoted for the shell).
MODULE_CONF = """GenericExecuteSynth "printf %s \\'$DATA\\' | tee -a {log} | espeak-ng -q --stdin -w /dev/null; echo >> {log}"
GenericCmdDependency "espeak-ng"
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


def inner(page, work, until=None):
    work = pathlib.Path(work)
    home = work / "home"
    (home / ".config/speech-dispatcher/modules").mkdir(parents=True)
    (work / "logs").mkdir()
    runtime = work / "runtime"
    runtime.mkdir(mode=0o700)
    log = work / "speech.log"
    log.touch()
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    (home / ".config/speech-dispatcher/speechd.conf").write_text(SPEECHD_CONF.format(work=work))
    (home / ".config/speech-dispatcher/modules/espeak-logged.conf").write_text(MODULE_CONF.format(log=log))
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

    def start(args, **kwargs):
        # Each in its own process group, so that ending it ends its children (Chromium's many).
        process = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   start_new_session=True, **kwargs)
        started.append(process)
        return process

    def utterances():
        return log.read_text(errors="replace").splitlines()

    def wait_for(predicate, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(0.2)
        return False

    try:
        start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        time.sleep(1)
        subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "true"],
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start(["speech-dispatcher", "--run-single", "--timeout", "0"])
        time.sleep(1)
        start(["/usr/bin/orca", "--replace", f"--debug-file={work / 'orca-debug.txt'}"])
        if not wait_for(lambda: any("Screen reader on" in line for line in utterances()), 30):
            raise RuntimeError("Orca did not start")
        start(["chromium", "--no-sandbox", "--force-renderer-accessibility", "--no-first-run", "--no-default-browser-check",
               "--disable-gpu", "--disable-extensions", "--disable-sync", "--disable-background-networking",
               f"--user-data-dir={work / 'chrome'}", "--window-size=1200,1000", "--window-position=0,0",
               f"--app={pathlib.Path(page).as_uri()}"])
        # The page is loaded once Orca has said so and gone quiet.
        wait_for(lambda: any("Finished loading" in line for line in utterances()), 60)
        settle(log, SETTLE_SECONDS)
        start_line = len(utterances())
        subprocess.run(["xdotool", "key", "KP_Add"], env=env)
        wait_for(lambda: len(utterances()) > start_line + 1, 30)
        if until:
            wait_for(lambda: any(until in line for line in utterances()[start_line:]), 120)
        settle(log, SETTLE_SECONDS)
        said = [line.strip() for line in utterances()[start_line:] if line.strip()]
        (work / "transcript.json").write_text(json.dumps(said, ensure_ascii=False, indent=1))
    finally:
        for process in reversed(started):
            signal_group(process, signal.SIGTERM)
        for process in reversed(started):
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


def settle(log, seconds):
    """Waits until the speech log has not grown for `seconds`."""
    size = -1
    quiet_since = time.time()
    while time.time() - quiet_since < seconds:
        current = log.stat().st_size
        if current != size:
            size = current
            quiet_since = time.time()
        time.sleep(0.25)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page", help="the HTML file to read")
    parser.add_argument("--json", action="store_true", help="print a JSON list of the utterances")
    parser.add_argument("--keep-logs", metavar="DIR", help="copy speech-dispatcher's and Orca's logs here")
    parser.add_argument("--until", metavar="TEXT", help="keep reading until Orca has said TEXT (the page's last words)")
    parser.add_argument("--inner", metavar="WORK", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.page, args.inner, args.until)
        return
    said = read_aloud(args.page, until=args.until, keep_logs=args.keep_logs)
    print(json.dumps(said, ensure_ascii=False, indent=1) if args.json else "\n".join(said))


if __name__ == "__main__":
    main()
