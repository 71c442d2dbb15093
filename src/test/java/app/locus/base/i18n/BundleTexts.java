package app.locus.base.i18n;

/**
 * The application's own texts in one language, for tests of views' helpers that run
 * without a page to ask.
 */
public final class BundleTexts {

	private static final MessageBundles BUNDLES = new MessageBundles();

	private BundleTexts() {
	}

	public static Texts in(Language language) {
		return (key, arguments) -> BUNDLES.getTranslation(key, language.locale(), arguments);
	}

}
