import LayoutDSL
import Testing

/// Labels arrange title and icon by their style.
struct LabelLayoutTests {
    /// Title and icon side by side with the standard spacing; icon only; title only.
    @Test func stylesArrangeTitleAndIcon() throws {
        for (w, h) in nilZeroInfinite {
            let both = try size(of: HStack { Image(systemName: "star"); Text("Star") }, proposing: w, h)
            #expect(try size(of: Label("Star", systemImage: "star"), proposing: w, h) == both)
            #expect(try size(of: Label("Star", systemImage: "star").labelStyle(.titleAndIcon), proposing: w, h) == both)
            #expect(try size(of: Label("Star", systemImage: "star").labelStyle(.iconOnly), proposing: w, h)
                    == size(of: Image(systemName: "star"), proposing: w, h))
            #expect(try size(of: Label("Star", systemImage: "star").labelStyle(.titleOnly), proposing: w, h)
                    == size(of: Text("Star"), proposing: w, h))
        }
    }

    /// A custom style gets the title and icon as views.
    @Test func customStyleGetsTitleAndIcon() throws {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    configuration.icon.accessibilityIdentifier("icon")
                    configuration.title.accessibilityIdentifier("title")
                }
            }
        }
        let tree = try ViewHost(Label { Text("Title") } icon: { Color.red.frame(width: 20, height: 20) }.labelStyle(Stacked()),
                                canvasSize: CGSize(width: 200, height: 200)).update()
        let icon = try #require(tree.node(id: "icon")).frame
        let title = try #require(tree.node(id: "title")).frame
        #expect(icon.size == CGSize(width: 20, height: 20))
        #expect(title.minY == icon.maxY)
    }

    /// In a list row the icon sits centred in a 28 pt column that grows with Dynamic Type like
    /// body text (`@ScaledMetric`: body leading 22 → 48 at accessibility3, so 28 → 61.09).
    @Test func listRowIconColumnScalesWithDynamicType() throws {
        func gap(_ size: DynamicTypeSize) throws -> CGFloat {
            let list = List {
                Label { Text("Title").accessibilityIdentifier("title") } icon: {
                    Color.red.frame(width: 2, height: 2).accessibilityIdentifier("icon")
                }
            }
            let tree = try ViewHost(list.dynamicTypeSize(size), canvasSize: CGSize(width: 390, height: 400)).update()
            return try #require(tree.node(id: "title")).frame.minX - #require(tree.node(id: "icon")).frame.midX
        }
        let grown = try gap(.accessibility3) - gap(.large)
        #expect(abs(grown - (28 * 48 / 22 - 28) / 2) < 0.001)
    }
}
