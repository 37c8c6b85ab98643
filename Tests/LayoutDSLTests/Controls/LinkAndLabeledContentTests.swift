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
