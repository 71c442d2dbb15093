package app.locus.tenancy;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.regex.Pattern;

import javax.naming.Context;
import javax.naming.NameNotFoundException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Reads DNS TXT records with the JDK's DNS client (JNDI, nothing else is looked up
 * through it): from the system's resolvers, or from
 * {@code locus.hosting.verification.dns-server} ({@code 127.0.0.1:5353}), which only the
 * tests set, to a small DNS server of their own on loopback.
 */
@Component
class TxtRecords {

	private static final Pattern SERVER = Pattern.compile("[0-9a-fA-F.:\\[\\]]+:[0-9]{1,5}");

	private final String providerUrl;

	TxtRecords(@Value("${locus.hosting.verification.dns-server:}") String server) {
		if (!server.isBlank() && !SERVER.matcher(server.strip()).matches()) {
			throw new IllegalStateException(
					"locus.hosting.verification.dns-server must be an address and port such as 127.0.0.1:5353");
		}
		this.providerUrl = server.isBlank() ? "dns:" : "dns://" + server.strip();
	}

	/**
	 * The TXT values of a name (each record's strings joined); empty when the name has
	 * none.
	 * @throws NamingException when the DNS could not be asked
	 */
	List<String> of(String name) throws NamingException {
		Hashtable<String, String> env = new Hashtable<>();
		env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.dns.DnsContextFactory");
		env.put(Context.PROVIDER_URL, providerUrl);
		env.put("com.sun.jndi.dns.timeout.initial", "2000");
		env.put("com.sun.jndi.dns.timeout.retries", "2");
		DirContext dns = new InitialDirContext(env);
		try {
			Attribute txt = dns.getAttributes(name, new String[] { "TXT" }).get("TXT");
			List<String> values = new ArrayList<>();
			if (txt != null) {
				NamingEnumeration<?> all = txt.getAll();
				while (all.hasMore()) {
					values.add(unquote(String.valueOf(all.next())));
				}
			}
			return values;
		}
		catch (NameNotFoundException ex) {
			return List.of();
		}
		finally {
			dns.close();
		}
	}

	private static String unquote(String value) {
		String text = value.strip();
		return text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"") ? text.substring(1, text.length() - 1)
				: text;
	}

}
