import Foundation
@testable import LayoutDSL
import Testing

/// The iOS 26 SDK's titles given as a `LocalizedStringResource`, as Xcode 26's generated string
/// catalog symbols give them (`Button(.saveTitle)`): the resource's string is the title; a
/// literal still takes the `LocalizedStringKey` form and a `String` the `StringProtocol` one.
struct LocalizedStringResourceTitlesTests {
    @Test func generatedSymbolsTitleControlsAndScreens() throws {
        let view = NavigationStack {
            Form {
                Button(.saveTitle) {}
                Label(.saveTitle, systemImage: "tray")
                Toggle(.syncTitle, isOn: .constant(true))
                TextField(.syncTitle, text: .constant(""))
                LabeledContent(.syncTitle, value: "On")
                Section(.sectionTitle) { Text("Row") }
            }
            .navigationTitle(.screenTitle)
        }
        let tree = try resolve(view, 393, 852)
        func count(_ text: String) -> Int { tree.allNodes.filter { $0.text == text }.count }
        #expect(count("Save") == 2)
        #expect(count("Sync") == 3, "the toggle's, the field's placeholder and the labeled content's")
        #expect(count("Settings") == 1 && count("General") == 1)
    }

    /// A table's column and section titles (iOS 26), unsorted, sorted by key path and by
    /// `SortDescriptor` for `NSObject` rows.
    @Test func generatedSymbolsTitleTableColumnsAndSections() throws {
        struct Fruit: Identifiable { let id: Int, name: String, grams: Int }
        final class Jar: NSObject, Identifiable { let label = "Honey", full = true }
        let fruits = [Fruit(id: 1, name: "Fig", grams: 50)]
        var order = [KeyPathComparator(\Fruit.grams)], jarOrder = [SortDescriptor(\Jar.label)]
        let plain = Table(of: Fruit.self) {
            TableColumn(.nameTitle, value: \.name)
            TableColumn(.gramsTitle) { Text("\($0.grams) g") }
        } rows: {
            Section(.sectionTitle) { ForEach(fruits) { TableRow($0) } }
        }
        let sorted = Table(fruits, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn(.nameTitle, value: \Fruit.name)
            TableColumn(.gramsTitle, value: \Fruit.grams) { Text("\($0.grams)") }
        }
        let jars = Table([Jar()], sortOrder: Binding(get: { jarOrder }, set: { jarOrder = $0 })) {
            TableColumn(.nameTitle, value: \Jar.label)
            TableColumn(.gramsTitle, value: \Jar.full) { Text($0.full ? "full" : "empty") }
        }
        func texts(_ view: some View) throws -> [String] {
            try resolve(view.environment(\.horizontalSizeClass, .regular), 800, 400).allNodes.compactMap(\.text)
        }
        // The section's header row is drawn over its rows, so after them.
        let shown = try [texts(plain), texts(sorted), texts(jars)]
        #expect(shown == [["Name", "Weight", "Fig", "50 g", "General"], ["Name", "Weight", "Fig", "50"], ["Name", "Weight", "Honey", "full"]],
                "\(shown)")
        #expect(order.count == 1 && jarOrder.count == 1)
    }

    /// The resource forms are disfavoured: a literal is still a `LocalizedStringKey`, whose
    /// Markdown is read, and a `String` still shown verbatim; either would read "**Save**" as
    /// the resource form does, verbatim, were it chosen.
    @Test func literalsAndStringsKeepTheirForms() throws {
        let literal = try resolve(Button("**Save**") {}), string = try resolve(Button(String("**Save**")) {})
        #expect(literal.allNodes.contains { $0.text == "Save" } && !literal.allNodes.contains { $0.text == "**Save**" })
        #expect(string.allNodes.contains { $0.text == "**Save**" })
        let resource = try resolve(Button(LocalizedStringResource("k", defaultValue: "**Save**")) {})
        #expect(resource.allNodes.contains { $0.text == "**Save**" })
    }
}

private extension LocalizedStringResource {
    /// As Xcode 26 generates a catalog key's symbol: the key, its source-language value.
    static var saveTitle: LocalizedStringResource { LocalizedStringResource("saveTitle", defaultValue: "Save") }
    static var syncTitle: LocalizedStringResource { LocalizedStringResource("syncTitle", defaultValue: "Sync") }
    static var sectionTitle: LocalizedStringResource { LocalizedStringResource("sectionTitle", defaultValue: "General") }
    static var screenTitle: LocalizedStringResource { LocalizedStringResource("screenTitle", defaultValue: "Settings") }
    static var nameTitle: LocalizedStringResource { LocalizedStringResource("nameTitle", defaultValue: "Name") }
    static var gramsTitle: LocalizedStringResource { LocalizedStringResource("gramsTitle", defaultValue: "Weight") }
}
