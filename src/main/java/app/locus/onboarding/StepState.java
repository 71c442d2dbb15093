package app.locus.onboarding;

/** Where a step of the first-run path stands. */
public enum StepState {

	TO_DO, SKIPPED, DONE

}
