package app.locus.upstream.api.campaigns;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

/**
 * {@code campaigns/update} in the typed client: a write (never retried) naming the
 * campaign as run and pause do, in the form the vendor's own client sends.
 */
class CampaignUpdateApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final CampaignsApi api = new CampaignsApi(gateway);

	@Test
	void update_is_a_write_with_the_settings_action_and_the_grid_size_as_size() {
		api.update(WORKSPACE, LANE, CampaignKey.of("fedcba987654321"), new CampaignSettings("Monthly push",
				GridSize.forCampaign(9), Radius.of("2.5"), Measurement.KM, Frequency.MONTHLY));

		assertPost(gateway.onlyCall(), "/v2/campaigns/update", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().request().kind().retryable()).isFalse();
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("campaign_key", "fedcba987654321", "action", "update-settings", "name", "Monthly push",
					"size", "9", "radius", "2.5", "measurement", "km", "frequency", "monthly"));
	}

	@Test
	void settings_need_every_field() {
		assertThatThrownBy(() -> new CampaignSettings(" ", null, null, null, null))
			.isInstanceOf(ValidationException.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
