package app.locus.security;

import org.apache.catalina.core.StandardHost;

import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * Puts {@link HeaderedErrorReportValve} where Tomcat's own error report valve would be,
 * on the host (a host that finds a valve of its configured class adds no other).
 */
@Component
class TomcatErrorPages implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {

	@Override
	public void customize(TomcatServletWebServerFactory factory) {
		factory.addContextCustomizers(context -> {
			if (context.getParent() instanceof StandardHost host) {
				host.setErrorReportValveClass(HeaderedErrorReportValve.class.getName());
				host.getPipeline().addValve(new HeaderedErrorReportValve());
			}
		});
	}

}
