package app.locus.planted.ui;

// Parsed by ViewTextsTest and TextBundlesTest, never compiled: a view that writes texts itself.
class PlantedView extends Main {

	PlantedView() {
		Span greeting = new Span("Hello there");
		greeting.setId("greeting-id");
		Button save = new Button(getTranslation("planted.greeting", "Ada"));
		save.addClickListener(event -> Notices.success("Saved."));
		add(greeting, save, new Anchor("w/x/reports", "Open the reports"), new H2(getTranslation("planted.quote")));
		log.error("Logged, never shown", new IllegalStateException());
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new Paragraph(other.fine()), new Span("other.fine"));
	}

}
