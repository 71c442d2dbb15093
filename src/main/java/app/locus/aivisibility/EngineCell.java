package app.locus.aivisibility;

import org.jspecify.annotations.Nullable;

/**
 * One keyword on one AI engine: the share of points whose answer named the client in the
 * recent period and in the one before, how the two compare, the client's average position
 * where named, and the share of points the engine answered at all.
 *
 * @param averagePosition null when the client was never named
 * @param newestReportKey the newest scan behind the figures
 */
public record EngineCell(Share now, Share before, Change change, @Nullable Double averagePosition, double answeredShare,
		String newestReportKey) {

}
