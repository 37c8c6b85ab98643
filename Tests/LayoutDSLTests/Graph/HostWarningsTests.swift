import LayoutDSL
import Testing

/// A host records what it warns of (`ViewHost.warnings`): each message once, in the order first
/// given, its own and no other host's.
struct HostWarningsTests {
    private struct Named: View {
        let colour: String
        var body: some View {
            VStack {
                Color(colour).frame(width: 10, height: 10)
                Color(colour).frame(width: 20, height: 10)
                Color.red.frame(width: 4, height: 4).offset(x: .nan)
            }
        }
    }

    @Test func aHostKeepsItsWarnings() throws {
        let first = ViewHost(Named(colour: "Brandd"), canvasSize: CGSize(width: 100, height: 100))
        let second = ViewHost(Named(colour: "Accent2"), canvasSize: CGSize(width: 100, height: 100))
        _ = try first.update()
        _ = try second.update()
        #expect(first.warnings.first == "no color named 'Brandd' in the asset catalogs; it draws nothing")
        #expect(first.warnings.filter { $0.contains("Brandd") }.count == 1)
        #expect(!first.warnings.contains { $0.contains("Accent2") })
        #expect(second.warnings.first == "no color named 'Accent2' in the asset catalogs; it draws nothing")
        #expect(first.warnings.contains { $0.contains("makes a non-finite transform") }, "\(first.warnings)")
        _ = try first.update()
        #expect(first.warnings.count == Set(first.warnings).count)
    }
}
