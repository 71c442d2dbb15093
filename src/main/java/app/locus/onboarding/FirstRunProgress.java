package app.locus.onboarding;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * How far an agency got with its first run: each step's state, the workspace the path set
 * up (null until the workspace step), and when the checklist was hidden.
 */
public record FirstRunProgress(Map<FirstRunStep, StepState> states, @Nullable WorkspaceId workspace,
		@Nullable Instant dismissedAt) {

	public FirstRunProgress {
		states = Map.copyOf(states);
	}

	public StepState state(FirstRunStep step) {
		return states.getOrDefault(step, StepState.TO_DO);
	}

	/** The steps not done yet (skipped ones included), in the path's order. */
	public List<FirstRunStep> left() {
		return Arrays.stream(FirstRunStep.values()).filter(step -> state(step) != StepState.DONE).toList();
	}

	public boolean complete() {
		return left().isEmpty();
	}

	/**
	 * Where the wizard resumes: the first step never decided, else the first skipped one;
	 * empty when every step is done.
	 */
	public Optional<FirstRunStep> resumeAt() {
		return left().stream()
			.filter(step -> state(step) == StepState.TO_DO)
			.findFirst()
			.or(() -> left().stream().findFirst());
	}

	/** Whether the overview should show what is left. */
	public boolean checklistShown() {
		return !complete() && dismissedAt == null;
	}

}
