package app.locus.shell;

import java.util.Collections;
import java.util.Optional;

import app.locus.base.i18n.Language;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.LanguageService;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;

import org.springframework.stereotype.Component;

/**
 * The language a browser session reads (DD195), decided once before sign-in and once
 * after: before, the first of the browser's languages that Locus has (English when it has
 * none); after, the person's own choice, or their workspace's for a client viewer, or
 * still the browser's. Every UI of the session then starts in it, and the page's
 * {@code lang} says it to screen readers and spell checkers. A choice from the user menu
 * changes it at once ({@link #use}).
 */
@Component
class SessionLanguage implements VaadinServiceInitListener {

	/** Whom the session's language was decided for: a user's id, or "" before sign-in. */
	private static final String DECIDED_FOR = SessionLanguage.class.getName() + ".decidedFor";

	private static final String NOBODY = "";

	private final CurrentUser currentUser;

	private final LanguageService languages;

	SessionLanguage(CurrentUser currentUser, LanguageService languages) {
		this.currentUser = currentUser;
		this.languages = languages;
	}

	@Override
	public void serviceInit(ServiceInitEvent event) {
		event.getSource().addUIInitListener(init -> start(init.getUI()));
	}

	private void start(UI ui) {
		VaadinSession session = ui.getSession();
		Optional<LocusUser> user = currentUser.get();
		String who = user.map(signedIn -> signedIn.id().value()).orElse(NOBODY);
		if (!who.equals(session.getAttribute(DECIDED_FOR))) {
			Language language = user.isEmpty() ? browsers()
					: languages.signedInLanguage().orElseGet(SessionLanguage::browsers);
			session.setLocale(language.locale());
			session.setAttribute(DECIDED_FOR, who);
		}
		show(ui, Language.of(session.getLocale()));
	}

	/** The session reads {@code language} from now on, this UI too. */
	static void use(UI ui, Language language) {
		ui.getSession().setLocale(language.locale());
		show(ui, language);
	}

	private static void show(UI ui, Language language) {
		ui.setLocale(language.locale());
		ui.getPage().executeJs("document.documentElement.lang = $0", language.code());
	}

	private static Language browsers() {
		VaadinRequest request = VaadinRequest.getCurrent();
		return request == null ? Language.ENGLISH : Language.preferred(Collections.list(request.getLocales()));
	}

}
