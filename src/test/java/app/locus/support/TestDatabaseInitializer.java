package app.locus.support;

import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Points a test's Spring context at the shared {@link TestDatabase}.
 */
public class TestDatabaseInitializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

	@Override
	public void initialize(ConfigurableApplicationContext context) {
		TestPropertyValues
			.of("locus.db.url=" + TestDatabase.url(), "locus.db.user=" + TestDatabase.user(),
					"locus.db.password=" + TestDatabase.password())
			.applyTo(context);
	}

}
