package app.locus.scans;

/**
 * Hears each step of a running batch (DD141), on the thread that runs it: a view hands
 * the progress to its page.
 */
@FunctionalInterface
public interface BatchListener {

	void changed(BatchProgress progress);

}
