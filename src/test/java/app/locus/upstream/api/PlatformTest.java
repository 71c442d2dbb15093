package app.locus.upstream.api;

import app.locus.base.ValidationException;
import app.locus.upstream.api.Platform.ExecutionMode;
import app.locus.upstream.api.Platform.PrimaryMetric;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlatformTest {

	@Test
	void seven_platform_codes_are_known_with_readable_names() {
		assertThat(Platform.values()).extracting(Platform::code)
			.containsExactly("google", "apple", "gaio", "chatgpt", "gemini", "grok", "aimode");
		assertThat(Platform.fromCode("CHATGPT")).isEqualTo(Platform.CHATGPT);
		assertThat(Platform.AIMODE.displayName()).isEqualTo("Google AI Mode");
	}

	@Test
	void map_platforms_measure_solv_and_ai_platforms_measure_saiv() {
		assertThat(Platform.GOOGLE.isTraditional()).isTrue();
		assertThat(Platform.APPLE.primaryMetric()).isEqualTo(PrimaryMetric.SOLV);
		assertThat(Platform.GEMINI.isAi()).isTrue();
		assertThat(Platform.GAIO.primaryMetric().label()).isEqualTo("SAIV");
	}

	@Test
	void only_google_waits_for_results() {
		assertThat(Platform.GOOGLE.executionMode()).isEqualTo(ExecutionMode.SYNCHRONOUS);
		assertThat(Platform.APPLE.executionMode()).isEqualTo(ExecutionMode.EAGER);
		assertThat(Platform.GROK.executionMode()).isEqualTo(ExecutionMode.EAGER);
	}

	@Test
	void unknown_platform_code_is_refused_naming_the_field() {
		assertThatThrownBy(() -> Platform.fromCode("bing")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("platform"));
	}

}
