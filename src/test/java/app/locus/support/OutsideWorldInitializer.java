package app.locus.support;

import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/** Points host verification at the {@link OutsideWorld} of the tests. */
public class OutsideWorldInitializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

	@Override
	public void initialize(ConfigurableApplicationContext context) {
		TestPropertyValues
			.of("locus.hosting.verification.dns-server=" + OutsideWorld.DNS.address(),
					"locus.hosting.verification.http-port=" + OutsideWorld.WEB.port())
			.applyTo(context);
	}

}
