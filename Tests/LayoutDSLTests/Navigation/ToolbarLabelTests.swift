@testable import LayoutDSL
import Testing

/// Labels in a navigation bar or a bottom toolbar show their icon only, as UIBarButtonItem
/// draws an image; an item can still ask for its title.
struct ToolbarLabelTests {
    func texts<C: ToolbarContent>(_ view: C) throws -> [String] {
        try resolve(NavigationStack { Color.clear.toolbar { view } }, 393, 400).allNodes.compactMap(\.text)
    }

    @Test func barButtonsWithSymbolsShowTheIconOnly() throws {
        #expect(try !texts(ToolbarItem(placement: .topBarTrailing) { Button("Save", systemImage: "bookmark") {} }).contains("Save"))
        #expect(try !texts(ToolbarItem(placement: .bottomBar) { Label("Compose", systemImage: "square.and.pencil") }).contains("Compose"))
    }

    @Test func textButtonsAndExplicitStylesKeepTheirTitle() throws {
        #expect(try texts(ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }).contains("Done"))
        #expect(try texts(ToolbarItem(placement: .topBarTrailing) {
            Button("Save", systemImage: "bookmark") {}.labelStyle(.titleAndIcon)
        }).contains("Save"))
    }
}
