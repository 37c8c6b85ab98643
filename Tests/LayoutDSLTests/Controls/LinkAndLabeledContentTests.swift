@testable import LayoutDSL
import Testing

/// `Link` is a button that hands its URL to `openURL`; `LabeledContent` puts its label at the
/// leading edge and its value, secondary, at the trailing edge.
struct LinkAndLabeledContentTests {
    final class Opened { var urls: [URL] = [] }

    @Test func tappingALinkOpensItsURL() throws {
        let opened = Opened()
        let url = URL(string: "https://www.swift.org")!
        let view = Link(destination: url) { Color.blue.frame(width: 100, height: 40) }
            .environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled })
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 200))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(opened.urls == [url])
    }

    /// iOS 26's in-app preference: `onOpenURL(prefersInApp:)` is, as Apple documents it, an
    /// `openURL` handler answering `.systemAction(prefersInApp:)` for every URL; a link inside
    /// reaches it, and `openURL(_:prefersInApp:)` goes through the installed handler as any call.
    @Test func prefersInAppIsAnOpenURLHandler() throws {
        final class Seen { var action: OpenURLAction?; var urls: [URL] = [] }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @Environment(\.openURL) private var openURL
            var body: some View { Color.clear.onAppear { seen.action = openURL } }
        }
        _ = try ViewHost(Reader(seen: seen).onOpenURL(prefersInApp: true), canvasSize: CGSize(width: 10, height: 10)).update()
        let url = URL(string: "https://developer.apple.com")!
        #expect(seen.action?.handler(url).kind == .systemAction(nil, prefersInApp: true))
        #expect(OpenURLAction.Result.systemAction(url, prefersInApp: false).kind == .systemAction(url, prefersInApp: false))
        OpenURLAction { seen.urls.append($0); return .handled }(url, prefersInApp: true)
        #expect(seen.urls == [url])
        #expect(ControlSize.mini < .small && ControlSize.regular < .large && !(ControlSize.extraLarge < .large))
        #expect(ControlSize.allCases.sorted() == ControlSize.allCases)
    }

    @Test func labelLeadingValueTrailing() throws {
        let view = VStack {
            LabeledContent("Version", value: "2.1")
            LabeledContent("Downloads", value: 1234, format: .number)
            LabeledContent("Owner") { Color.gray.frame(width: 30, height: 10).accessibilityIdentifier("owner") }
        }
        .frame(width: 300)
        let tree = try resolve(view, 300, 200)
        let texts = tree.allNodes.filter { $0.text != nil }
        let version = try #require(texts.first { $0.text == "Version" }), value = try #require(texts.first { $0.text == "2.1" })
        #expect(version.frame.minX == 0)
        #expect(value.frame.maxX == 300)
        #expect(texts.contains { $0.text == "1,234" })
        #expect(frame(tree, "owner").maxX == 300)
    }
}
