package app.locus.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class RedactedExceptionTest {

	private static final String LINK = "https://portal.example.test/invitation/" + "Qm9sZC1vbmUtdGltZQ";

	@Test
	void the_logged_copy_keeps_classes_and_stack_traces_but_not_the_secret() {
		IllegalStateException failure = new IllegalStateException("Mail to x failed: text ... " + LINK,
				new IOException("server said no to " + LINK));

		RedactedException copy = RedactedException.of(failure, LINK);

		StringWriter printed = new StringWriter();
		copy.printStackTrace(new PrintWriter(printed));
		assertThat(printed.toString()).doesNotContain(LINK)
			.contains("java.lang.IllegalStateException: Mail to x failed", "java.io.IOException: server said no to",
					"[redacted]")
			.contains("at app.locus.base.RedactedExceptionTest");
	}

}
