// DynamoDB Local bound to one address (security review 2, G2). The jar's own main (ServerRunner) has no option for
// the address and listens on every interface; this launcher builds the same server from the same command-line
// options, sets the address of its one Jetty connector (system property innfri.host, default 127.0.0.1) and
// starts it. Run in Java's source-file mode: java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* DynamoLoopback.java …
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoLoopback {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("innfri.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) {
        ((ServerConnector) connector).setHost(host);
        bound++;
      }
    }
    // never start it on every interface: no connector found means the jar changed, and this must be looked at
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to " + host);
    proxy.start();
    System.out.println("Listening on " + host);
    proxy.join();
  }
}
