package app.locus.agency;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

/**
 * The agency overview (DD134): one row per client workspace the person may see, and the
 * agency's credits: balance per account, spend per client per month, run-out forecasts.
 *
 * @param today today in the agency's zone
 * @param months the months of {@link ClientSpend#credits}, oldest first
 */
public record AgencyOverview(LocalDate today, List<ClientRow> clients, List<AccountCredits> accounts,
		List<YearMonth> months, List<ClientSpend> spend) {

}
