package app.locus.twofactor.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.i18n.Texts;
import app.locus.security.PauseLength;
import app.locus.security.SecondFactorStep;
import com.vaadin.flow.component.html.Paragraph;

/**
 * What the second-factor pages say after a refused code, from the query parameters the
 * sign-in filter sends back, in the page's language; a forged pause length is not echoed.
 */
final class SignInMessages {

	private SignInMessages() {
	}

	static Optional<Paragraph> refusal(Map<String, List<String>> query, Texts texts) {
		String text;
		if (query.containsKey(SecondFactorStep.PAUSED)) {
			text = texts.text("twofactor.refusal.paused", PauseLength.minutes(query.get(SecondFactorStep.PAUSED)));
		}
		else if (query.containsKey(SecondFactorStep.REFUSED)) {
			text = texts.text("twofactor.refusal.wrong-code");
		}
		else {
			return Optional.empty();
		}
		Paragraph message = new Paragraph(text);
		message.setId("two-factor-error");
		message.getStyle().set("color", "var(--lumo-error-text-color)");
		return Optional.of(message);
	}

}
