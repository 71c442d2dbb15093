package app.locus.upstream.api.account;

import java.time.LocalDate;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static org.assertj.core.api.Assertions.assertThat;

class AccountApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final AccountApi api = new AccountApi(gateway);

	@Test
	void account_is_a_standard_read_without_fields_decoding_subscription_credits_and_usage() {
		gateway.answer("""
				{"subscription": {"plan": "Agency", "status": "active", "renewal_date": "04/01/2026",
				                  "monthly_credits": "50000"},
				 "credits": {"balance": "12345", "used_this_period": 37655},
				 "usage": {"period_start": "03/01/2026", "period_end": "03/31/2026", "scans": "310",
				           "campaign_scans": "420", "autoscan_scans": "95", "credits_used": "37655"}}""");

		Account account = api.account(WORKSPACE, LANE);

		assertPost(gateway.onlyCall(), "/v2/account", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEmpty();
		assertThat(account.subscription())
			.isEqualTo(new Account.Subscription("Agency", "active", LocalDate.of(2026, 4, 1), 50000L));
		assertThat(account.credits()).isEqualTo(new Account.Credits(12345L, 37655L));
		assertThat(account.usage())
			.isEqualTo(new Account.Usage(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31), 310L, 420L, 95L, 37655L));
	}

	@Test
	void missing_parts_of_the_account_are_null() {
		gateway.answer("""
				{"credits": {"balance": "0"}, "subscription": false}""");

		Account account = api.account(WORKSPACE, LANE);

		assertThat(account.subscription()).isNull();
		assertThat(account.usage()).isNull();
		assertThat(account.credits().balance()).isZero();
		assertThat(account.credits().usedThisPeriod()).isNull();
	}

}
