package app.locus.simulator.journal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import app.locus.simulator.faults.PathPattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What keeps the simulator from forgetting across restarts. Every state lives in memory
 * and comes only from the demo seed (planted at the {@linkplain #genesis() genesis}
 * instant) and from requests, all deterministic given their instants; so the journal
 * keeps the requests that may change state and the simulator rebuilds the same accounts,
 * reports, keys and dates by replaying them at their instants. A new endpoint's state is
 * kept without registering anything; only a frequently polled endpoint that never changes
 * state belongs in {@link #READS}, to keep the file small.
 *
 * <p>
 * The file is written whole and atomically, at most {@code debounce} after a change, and
 * on {@link #close()}. Without a folder (tests) nothing is kept.
 */
public final class Journal implements AutoCloseable {

	/**
	 * Reads clients poll (the sync, the gallery): nothing to replay. GET requests never
	 * change state either.
	 */
	static final List<PathPattern> READS = List
		.of("/v1/reports", "/v1/reports/*", "/v1/*-reports", "/v1/*-reports/*", "/v1/campaigns", "/v1/campaigns/*",
				"/v1/locations", "/v1/autoscans", "/v2/account", "/v1/guard", "/v1/guard/*", "/v1/reviews",
				"/v1/reviews/*", "/v2/locations/search", "/v2/gbp/location", "/v2/gbp/posts", "/v2/gbp/media",
				"/v2/gbp/customer-media", "/v2/gbp/reviews", "/v2/gbp/attributes", "/v2/gbp/attribute-metadata",
				"/v2/gbp/services", "/v2/gbp/links", "/v2/gbp/action-types", "/v2/gbp/metrics", "/v2/gbp/categories",
				"/v2/gbp/chains")
		.stream()
		.map(PathPattern::new)
		.toList();

	private static final Logger log = LoggerFactory.getLogger(Journal.class);

	private final JournalFile file;

	private final Instant genesis;

	private final List<JournalEntry> entries;

	private final Duration debounce;

	private final ScheduledExecutorService writer;

	private boolean dirty;

	private boolean writeScheduled;

	private Journal(JournalFile file, Instant genesis, List<JournalEntry> entries, Duration debounce) {
		this.file = file;
		this.genesis = genesis;
		this.entries = new ArrayList<>(entries);
		this.debounce = debounce;
		this.writer = file == null ? null : Executors.newSingleThreadScheduledExecutor(runnable -> {
			Thread thread = new Thread(runnable, "simulator-journal");
			thread.setDaemon(true);
			return thread;
		});
	}

	/** Keeps nothing: the simulator starts afresh at {@code now} every time. */
	public static Journal none(Instant now) {
		return new Journal(null, now, List.of(), Duration.ZERO);
	}

	/**
	 * The journal kept in {@code folder}: its entries when there is one, else a fresh
	 * start at {@code now}. An unreadable file is moved aside and logged.
	 */
	public static Journal in(Path folder, Instant now, Duration debounce) {
		JournalFile file = new JournalFile(folder);
		JournalFile.Contents contents = file.load(now);
		return new Journal(file, contents.genesis(), contents.entries(), debounce);
	}

	/** The instant the demo history ends at: the first start's "now". */
	public Instant genesis() {
		return genesis;
	}

	/** The entries to replay, oldest first. */
	public synchronized List<JournalEntry> entries() {
		return List.copyOf(entries);
	}

	/** Whether a handled request of this method and path is worth keeping. */
	public boolean keeps(String method, String path) {
		return file != null && !"GET".equals(method) && READS.stream().noneMatch(read -> read.matches(path));
	}

	/**
	 * Adds an entry; the caller holds the simulator's state lock, so entries are in the
	 * order their effects happened.
	 */
	public synchronized void add(JournalEntry entry) {
		entries.add(entry);
		dirty = true;
		// Once closing has begun, the last close() writes what is added meanwhile.
		if (!writeScheduled && !writer.isShutdown()) {
			writeScheduled = true;
			writer.schedule(this::flushQuietly, debounce.toMillis(), TimeUnit.MILLISECONDS);
		}
	}

	/** Writes the file now if anything changed since it was last written. */
	public void flush() throws IOException {
		if (file == null) {
			return;
		}
		// Snapshot and write under one lock, so an older snapshot never overwrites a
		// newer one.
		synchronized (file) {
			JournalFile.Contents contents;
			synchronized (this) {
				writeScheduled = false;
				if (!dirty) {
					return;
				}
				dirty = false;
				contents = new JournalFile.Contents(JournalFile.VERSION, genesis, List.copyOf(entries));
			}
			file.write(contents);
		}
	}

	private void flushQuietly() {
		try {
			flush();
		}
		catch (IOException | RuntimeException ex) {
			synchronized (this) {
				dirty = true;
			}
			log.warn("The simulator's state could not be written to {}; it is tried again after the next change "
					+ "and at shutdown", file.path(), ex);
		}
	}

	/** Writes what is left and stops the writer. */
	@Override
	public void close() {
		if (writer == null) {
			return;
		}
		writer.shutdown();
		flushQuietly();
	}

}
