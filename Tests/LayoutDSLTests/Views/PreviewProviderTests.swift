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
}
