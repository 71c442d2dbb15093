package app.locus.scans;

import org.jspecify.annotations.Nullable;

/**
 * What a caller outside the portal accepts when it starts a scan: the credits it expects
 * to spend (the quote's cost; null when it did not say), running the same settings again
 * within minutes, and going past the workspace's monthly budget.
 */
public record ScanConfirmation(@Nullable Integer cost, boolean duplicate, boolean overBudget) {

}
