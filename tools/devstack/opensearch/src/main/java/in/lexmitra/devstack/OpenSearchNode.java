package in.lexmitra.devstack;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.transport.Netty4Plugin;

/**
 * A single-node OpenSearch cluster for the dev and test stacks, bound to loopback only.
 * Node's protected constructor takes plugins from the classpath, which is how the HTTP layer
 * (Netty4Plugin) and the language analyzers (CommonAnalysisPlugin) get in without the
 * distribution's plugin folders.
 *
 * Usage: java -Xmx512m -cp 'lib/*:opensearch-node.jar' in.lexmitra.devstack.OpenSearchNode HOME HTTP_PORT TRANSPORT_PORT
 */
public final class OpenSearchNode extends Node {
    private OpenSearchNode(Settings settings) {
        super(InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null, () -> "lexmitra-dev"),
                List.of(Netty4Plugin.class, CommonAnalysisPlugin.class), true);
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: OpenSearchNode HOME HTTP_PORT TRANSPORT_PORT");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(home.resolve("data"));
        Files.createDirectories(home.resolve("logs"));
        Settings settings = Settings.builder()
                .put("path.home", home.toString())
                .put("path.data", home.resolve("data").toString())
                .put("path.logs", home.resolve("logs").toString())
                .put("cluster.name", "lexmitra-dev")
                .put("node.name", "lexmitra-dev")
                .put("network.host", "127.0.0.1")
                .put("http.port", args[1])
                .put("transport.port", args[2])
                .put("discovery.type", "single-node")
                // A dev node on a shared disk: no read-only flip when the disk is nearly full.
                .put("cluster.routing.allocation.disk.threshold_enabled", false)
                .build();
        Node node = new OpenSearchNode(settings);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                node.close();
            } catch (Exception e) {
                e.printStackTrace();
            }
            stopped.countDown();
        }));
        node.start();
        System.out.println("opensearch node started on 127.0.0.1:" + args[1]);
        // The node's threads are daemons: hold the JVM until SIGTERM runs the hook above.
        stopped.await();
    }
}
