package app.locus.demo;

import java.util.List;
import java.util.Set;

import app.locus.reviewinbox.ReplyTemplate;

/**
 * The reply templates a demo agency starts with, so that its review inbox can be tried at
 * once: three variants for good reviews, one for middling and two for poor ones.
 */
final class DemoReplyTemplates {

	static final List<ReplyTemplate> NORTHWIND = List.of(
			new ReplyTemplate(Set.of(4, 5),
					"Thank you, {first_name}! We are glad you enjoyed your visit to {location}, and we hope to see "
							+ "you again soon."),
			new ReplyTemplate(Set.of(4, 5),
					"Thanks so much for the kind words, {first_name}. Everyone at {business} will be happy to read "
							+ "them."),
			new ReplyTemplate(Set.of(4, 5),
					"What a lovely review to read, thank you. We look forward to welcoming you back at {location}."),
			new ReplyTemplate(Set.of(3),
					"Thank you for your feedback, {first_name}. We would like to do better: please tell us what we "
							+ "could improve at {location}."),
			new ReplyTemplate(Set.of(1, 2),
					"We are sorry to read this, {first_name}. This is not the experience we want anyone to have at "
							+ "{business}. Please get in touch so that we can put it right."),
			new ReplyTemplate(Set.of(1, 2), "Thank you for telling us, {first_name}, and we apologise. We would "
					+ "like to hear more: please contact {location} directly."));

	private DemoReplyTemplates() {
	}

}
