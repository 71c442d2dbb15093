package app.locus.scans;

import java.util.ArrayList;
import java.util.List;

import app.locus.reports.ScanBatchId;
import org.jspecify.annotations.Nullable;

/**
 * Where a running batch stands (DD141): each scan waiting, being sent, or with its ledger
 * row (and what it ended as), or refused (before sending or by the service) with the
 * reason. Immutable: each step makes a new one.
 */
public record BatchProgress(ScanBatchId batch, List<State> scans) {

	public BatchProgress {
		scans = List.copyOf(scans);
	}

	/** One scan of the batch and where it stands. */
	public record State(BatchScan scan, Step step, @Nullable Submission submission, @Nullable String problem) {

		/** What the person reads in the scan's row. */
		public String describe() {
			return switch (step) {
				case WAITING -> "Waiting";
				case SENDING -> "Sending…";
				case REFUSED -> "Failed: " + problem;
				case UNRECORDED -> "Sent: " + problem;
				case RECORDED -> switch (submission == null ? SubmissionStatus.UNKNOWN : submission.status()) {
					case COMPLETE -> "Done";
					case QUEUED -> "Queued at the service; the report comes later";
					case FAILED -> "Failed: " + (submission == null ? "" : submission.message());
					case UNKNOWN, SUBMITTING -> "Outcome unknown: credits may have been spent; never sent again";
					case WRITTEN_OFF -> "Written off";
				};
			};
		}

		boolean failed() {
			return step == Step.REFUSED || (submission != null && submission.status() == SubmissionStatus.FAILED);
		}

	}

	public enum Step {

		WAITING, SENDING, RECORDED, UNRECORDED, REFUSED

	}

	static BatchProgress waiting(ScanBatchId batch, List<BatchScan> scans) {
		return new BatchProgress(batch, scans.stream().map(scan -> new State(scan, Step.WAITING, null, null)).toList());
	}

	BatchProgress sending(int index) {
		return with(index, new State(scans.get(index).scan(), Step.SENDING, null, null));
	}

	BatchProgress recorded(int index, Submission submission) {
		return with(index, new State(scans.get(index).scan(), Step.RECORDED, submission, null));
	}

	/** The same progress with a scan's ledger row as it stands now (e.g. once done). */
	public BatchProgress withSubmission(Submission now) {
		List<State> changed = scans.stream()
			.map(state -> state.submission() != null && state.submission().id().equals(now.id())
					? new State(state.scan(), Step.RECORDED, now, null) : state)
			.toList();
		return new BatchProgress(batch, changed);
	}

	BatchProgress unrecorded(int index, String problem) {
		return with(index, new State(scans.get(index).scan(), Step.UNRECORDED, null, problem));
	}

	BatchProgress refused(int index, String problem) {
		return with(index, new State(scans.get(index).scan(), Step.REFUSED, null, problem));
	}

	private BatchProgress with(int index, State state) {
		List<State> changed = new ArrayList<>(scans);
		changed.set(index, state);
		return new BatchProgress(batch, changed);
	}

	/** Scans that reached the service (each has its ledger row). */
	public long sent() {
		return scans.stream().filter(state -> state.step() == Step.RECORDED || state.step() == Step.UNRECORDED).count();
	}

	/** Scans whose report is made. */
	public long done() {
		return scans.stream()
			.filter(state -> state.submission() != null && state.submission().status() == SubmissionStatus.COMPLETE)
			.count();
	}

	/** Scans refused before sending or by the service. */
	public long failed() {
		return scans.stream().filter(State::failed).count();
	}

	/** Whether every scan has been sent or refused. */
	public boolean finished() {
		return scans.stream().allMatch(state -> state.step() != Step.WAITING && state.step() != Step.SENDING);
	}

}
