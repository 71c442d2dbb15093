#!/usr/bin/env bash
# Planted-mutation harness for the tenant-isolation matrix (issue 16, DD121).
#
# Applies each mutant of mutants.tsv (a literal source edit: a tenant condition dropped from a query, requireWrite
# weakened to requireRead, a role check removed) to a COPY of the project under target/mutants/work, recompiles only
# the mutated class, runs the matrix's cases for the services the mutant touches and reports whether a case failed
# (killed) or none did (survived). The working tree is never edited; the copy's file and classes are restored after
# every mutant, also when a run fails or is interrupted.
#
#   scripts/mutants/run.sh              every mutant
#   scripts/mutants/run.sh <id> ...     only these
#
# Report: target/mutants/report.md (and one log per mutant in target/mutants/logs). Exits non-zero when a mutant
# survives without a reason written in the list, or when the unmutated copy already fails.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
LIST="$ROOT/scripts/mutants/mutants.tsv"
OUT="$ROOT/target/mutants"
WORK="$OUT/work"
SAVED="$OUT/saved"
REPORT="$OUT/report.md"
JAVAC="${JAVA_HOME:+$JAVA_HOME/bin/}javac"

cd "$ROOT"
echo "Compiling the project (the copy's classes must match its sources)"
./mvnw -q test-compile
rm -rf "$WORK" "$SAVED" "$OUT/logs"
mkdir -p "$WORK" "$SAVED" "$OUT/logs"
tar --exclude=./.git --exclude=./target/codegen-mariadb --exclude=./target/mutants \
  --exclude=./target/surefire-reports -cf - . | tar -xf - -C "$WORK"
(cd "$WORK" && ./mvnw -q -o dependency:build-classpath -Dmdep.outputFile="$OUT/classpath.txt" >/dev/null)
CLASSPATH_MAIN="$WORK/target/classes:$(cat "$OUT/classpath.txt")"

# Runs the matrix in the copy for the given services; answers 0 when every case passed.
matrix() {
  rm -rf "$WORK/target/surefire-reports"
  (cd "$WORK" && ./mvnw -o -q surefire:test -Dtest=TenantIsolationMatrixTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dmatrix.only="$1" -Dmatrix.failFast=true) >"$2" 2>&1
}

# The first failure message of the last run, shortened, for the report.
first_failure() {
  grep -ho 'message="[^"]*"' "$WORK"/target/surefire-reports/TEST-*.xml 2>/dev/null | head -1 \
    | sed -e 's/^message="//' -e 's/"$//' -e 's/&quot;/"/g' -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&amp;/\&/g' \
    | tr '\n|' ' /' | cut -c1-220
}

CURRENT=""
restore() {
  if [[ -n "$CURRENT" ]]; then
    local dir base
    dir="$WORK/target/classes/app/locus/$(dirname "$CURRENT")"
    base="$(basename "$CURRENT" .java)"
    cp "$SAVED/$base.java" "$WORK/src/main/java/app/locus/$CURRENT"
    rm -f "$dir/$base.class" "$dir/$base"\$*.class
    cp "$SAVED/classes/"*.class "$dir/"
    rm -rf "$SAVED"/*
    CURRENT=""
  fi
}
trap restore EXIT INT TERM

# Applies one literal edit to the copy and compiles the class; answers non-zero when it does not apply or compile.
mutate() {
  local file="$1" find replace source content rest dir base
  find="$(printf '%b' "$2")"
  replace="$(printf '%b' "$3")"
  if [[ "$3" == "<delete>" ]]; then
    replace=""
  fi
  source="$WORK/src/main/java/app/locus/$file"
  content="$(cat "$source"; printf x)"
  content="${content%x}"
  rest="${content//"$find"/}"
  if (( (${#content} - ${#rest}) != ${#find} )); then
    echo "the text to replace does not occur exactly once in $file" >&2
    return 1
  fi
  dir="$WORK/target/classes/app/locus/$(dirname "$file")"
  base="$(basename "$file" .java)"
  mkdir -p "$SAVED/classes"
  cp "$source" "$SAVED/$base.java"
  cp "$dir/$base.class" "$dir/$base"\$*.class "$SAVED/classes/" 2>/dev/null || cp "$dir/$base.class" "$SAVED/classes/"
  CURRENT="$file"
  printf '%s' "${content/"$find"/"$replace"}" >"$source"
  "$JAVAC" -nowarn -parameters --release 17 -proc:none -encoding UTF-8 -d "$WORK/target/classes" \
    -cp "$CLASSPATH_MAIN" "$source"
}

declare -a IDS FILES FOCUS FINDS REPLACES WHAT REASONS
while IFS=$'\t' read -r id file focus find replace what reason; do
  [[ -z "$id" || "$id" == \#* ]] && continue
  if (( $# > 0 )) && [[ " $* " != *" $id "* ]]; then
    continue
  fi
  IDS+=("$id"); FILES+=("$file"); FOCUS+=("$focus"); FINDS+=("$find"); REPLACES+=("$replace")
  WHAT+=("$what"); REASONS+=("${reason:-}")
done <"$LIST"

ALL_FOCUS="$(printf '%s\n' "${FOCUS[@]}" | tr ',' '\n' | sort -u | paste -sd, -)"
echo "Baseline: the matrix on the unmutated copy for $ALL_FOCUS"
if ! matrix "$ALL_FOCUS" "$OUT/logs/baseline.log"; then
  echo "The matrix fails without any mutant ($(first_failure)); see $OUT/logs/baseline.log" >&2
  exit 2
fi

killed=0 survived=0 unexplained=0 broken=0
{
  echo "# Planted mutants against the tenant-isolation matrix"
  echo
  echo "Run $(date -u +%Y-%m-%dT%H:%MZ) on commit $(git -C "$ROOT" rev-parse --short HEAD) by scripts/mutants/run.sh"
  echo
  echo "| Mutant | Where | What it breaks | Result | Killed by (first failing case) or why it survives |"
  echo "|---|---|---|---|---|"
} >"$REPORT"
for i in "${!IDS[@]}"; do
  id="${IDS[$i]}"
  echo "Mutant $id (${FILES[$i]})"
  started=$(date +%s)
  if ! mutate "${FILES[$i]}" "${FINDS[$i]}" "${REPLACES[$i]}" >"$OUT/logs/$id.log" 2>&1; then
    result="NOT APPLIED"; detail="$(tail -3 "$OUT/logs/$id.log" | tr '\n|' ' /' | cut -c1-200)"; broken=$((broken + 1))
  elif matrix "${FOCUS[$i]}" "$OUT/logs/$id.log"; then
    survived=$((survived + 1))
    if [[ -n "${REASONS[$i]}" ]]; then
      result="survived"; detail="${REASONS[$i]}"
    else
      result="SURVIVED"; detail="no reason known: the matrix has a gap"; unexplained=$((unexplained + 1))
    fi
  elif [[ -n "$(first_failure)" ]]; then
    result="killed"; detail="$(first_failure)"; killed=$((killed + 1))
  else
    result="NOT RUN"; detail="the run failed before any case: see logs/$id.log"; broken=$((broken + 1))
  fi
  restore
  echo "  -> $result in $(( $(date +%s) - started )) s"
  echo "| $id | ${FILES[$i]} | ${WHAT[$i]} | $result | $detail |" >>"$REPORT"
done
{
  echo
  echo "Tried ${#IDS[@]}, killed $killed, survived $survived ($unexplained without a known reason), not applied or not run $broken."
} >>"$REPORT"
cat "$REPORT"
(( unexplained == 0 && broken == 0 ))
