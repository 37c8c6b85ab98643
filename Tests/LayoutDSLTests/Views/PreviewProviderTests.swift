import LayoutDSL
import Testing

/// PreviewProvider: each top-level view is a preview.
struct PreviewProviderTests {
    struct Previews: PreviewProvider {
        static var previews: some View {
            Color.red.previewDisplayName("Red").previewLayout(.fixed(width: 100, height: 50))
            Group {
                Color.blue.previewLayout(.sizeThatFits)
                Color.green
            }
        }
    }

    @Test func previewListSplitsTopLevelViews() throws {
        let previews = Previews.previewList
        #expect(previews.map(\.name) == ["Red", nil, nil])
        #expect(previews.map(\.layout) == [.fixed(width: 100, height: 50), .sizeThatFits, .device])
    }

    struct ModifiedGroup: PreviewProvider {
        static var previews: some View {
            Group {
                Color.red.frame(width: 10, height: 10).previewDisplayName("Light")
                Color.red.frame(width: 10, height: 10).preferredColorScheme(.dark).previewDisplayName("Dark")
            }
            .padding(5)
            .previewLayout(.sizeThatFits)
        }
    }

    /// A group with modifiers at the root is one preview per child, each with the modifiers: a
    /// 10-point view padded by 5 on each side is 20 points; the dark child's canvas alone is dark.
    @Test func modifiedGroupSplitsWithItsModifiers() throws {
        let previews = ModifiedGroup.previewList
        #expect(previews.map(\.name) == ["Light", "Dark"])
        #expect(previews.map(\.layout) == [.sizeThatFits, .sizeThatFits])
        for (preview, scheme) in zip(previews, [ColorScheme.light, .dark]) {
            let host = ViewHost(preview.view, canvasSize: CGSize(width: 100, height: 100))
            host.sizesToFit = true
            let tree = try host.update()
            #expect(tree.canvasSize == CGSize(width: 20, height: 20))
            #expect(tree.colorScheme == scheme)
        }
    }

    struct Variants: PreviewProvider {
        static var previews: some View {
            ForEach(ColorScheme.allCases, id: \.self) { scheme in
                Color.red.preferredColorScheme(scheme).previewDisplayName("\(scheme)")
            }
            Color.blue.previewDevice("iPhone SE").previewInterfaceOrientation(.landscapeLeft)
            Color.green.previewDevice(nil)
        }
    }

    /// A ForEach at the root gives one preview per element; device and orientation are kept.
    @Test func forEachSplitsAndDeviceTraitsAreKept() {
        let previews = Variants.previewList
        #expect(previews.map(\.name) == ["light", "dark", nil, nil])
        #expect(previews.map(\.device) == [nil, nil, "iPhone SE", nil])
        #expect(previews.map(\.orientation) == [.portrait, .portrait, .landscapeLeft, .portrait])
    }

    /// What `#Preview`'s expansion builds: traits in order, the last of a kind winning.
    @MainActor @Test func previewMacroTraits() {
        let preview = Preview("Title", traits: [.sizeThatFitsLayout, .landscapeRight, .fixedLayout(width: 10, height: 20)]) {
            Color.red
        }
        #expect(preview.name == "Title")
        #expect(preview.layout == .fixed(width: 10, height: 20))
        #expect(preview.orientation == .landscapeRight)
        let plain = Preview(nil, traits: []) { Color.red }
        #expect(plain.name == nil && plain.layout == .device && plain.orientation == .portrait)
    }

    /// Preview modifiers at the root of a `#Preview` body are honoured as in a provider; the
    /// macro's title and traits win over them; a container stays one preview.
    @MainActor @Test func previewMacroBodyModifiers() {
        let device = Preview(nil, traits: []) {
            Color.red.previewDevice("iPhone SE").previewDisplayName("Small").previewInterfaceOrientation(.landscapeLeft)
        }
        #expect(device.device == "iPhone SE" && device.name == "Small" && device.orientation == .landscapeLeft)
        let titled = Preview("Title", traits: [.portrait]) {
            Color.red.previewDisplayName("Small").previewInterfaceOrientation(.landscapeLeft).previewLayout(.sizeThatFits)
        }
        #expect(titled.name == "Title" && titled.orientation == .portrait && titled.layout == .sizeThatFits)
        let group = Preview(nil, traits: []) { Group { Color.red.previewDevice("iPhone SE"); Color.blue } }
        #expect(group.device == nil)
    }
}
