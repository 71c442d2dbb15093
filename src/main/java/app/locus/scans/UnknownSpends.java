package app.locus.scans;

import java.util.List;

/**
 * The workspace's spends whose outcome is unknown, newest first, and whether the person
 * may settle them (account managers and agency admins).
 */
public record UnknownSpends(List<UnknownSpend> spends, boolean canSettle) {

}
