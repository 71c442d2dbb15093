package app.locus.planted.ui;

// Parsed by ViewTextsTest, never compiled: a view that reads every text from the bundles.
class TranslatedView extends Main {

	TranslatedView() {
		add(new H2(getTranslation("planted.greeting", name)), new Span(getTranslation("planted.nowhere")));
	}

}
