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

    @Test func literalsAndStringsKeepTheirForms() {
        let key = Button("Save") {}, string = Button(String("Save")) {}
        #expect(type(of: key) == Button<Text>.self && type(of: string) == Button<Text>.self)
        #expect(LocalizedStringResource.saveTitle.key == "saveTitle")
    }
}

private extension LocalizedStringResource {
    /// As Xcode 26 generates a catalog key's symbol: the key, its source-language value.
    static var saveTitle: LocalizedStringResource { LocalizedStringResource("saveTitle", defaultValue: "Save") }
    static var syncTitle: LocalizedStringResource { LocalizedStringResource("syncTitle", defaultValue: "Sync") }
    static var sectionTitle: LocalizedStringResource { LocalizedStringResource("sectionTitle", defaultValue: "General") }
    static var screenTitle: LocalizedStringResource { LocalizedStringResource("screenTitle", defaultValue: "Settings") }
}
