package app.locus.upstream.api.account;

import java.time.LocalDate;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Subscription, credit balance and usage of the service account, and who holds it. Null
 * when absent.
 */
public record Account(Subscription subscription, Credits credits, Usage usage, User user) {

	public record User(String id, String name) {

		static User from(JsonNode node) {
			return new User(Lenient.text(node, "id"), Lenient.text(node, "name"));
		}

	}

	public record Subscription(String plan, String status, LocalDate renewalDate, Long monthlyCredits) {

		static Subscription from(JsonNode node) {
			return new Subscription(Lenient.text(node, "plan"), Lenient.text(node, "status"),
					Lenient.date(node, "renewal_date"), Lenient.whole(node, "monthly_credits"));
		}

	}

	public record Credits(Long balance, Long usedThisPeriod) {

		static Credits from(JsonNode node) {
			return new Credits(Lenient.whole(node, "balance"), Lenient.whole(node, "used_this_period"));
		}

	}

	public record Usage(LocalDate periodStart, LocalDate periodEnd, Long scans, Long campaignScans, Long autoscanScans,
			Long creditsUsed) {

		static Usage from(JsonNode node) {
			return new Usage(Lenient.date(node, "period_start"), Lenient.date(node, "period_end"),
					Lenient.whole(node, "scans"), Lenient.whole(node, "campaign_scans"),
					Lenient.whole(node, "autoscan_scans"), Lenient.whole(node, "credits_used"));
		}

	}

	public static Account from(JsonNode data) {
		return new Account(Lenient.nested(data, "subscription", Subscription::from),
				Lenient.nested(data, "credits", Credits::from), Lenient.nested(data, "usage", Usage::from),
				Lenient.nested(data, "user", User::from));
	}

}
