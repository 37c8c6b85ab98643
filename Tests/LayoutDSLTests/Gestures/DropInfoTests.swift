import Foundation
@testable import LayoutDSL
import Testing

/// What a drop delegate is told: the item providers that conform to the types asked for, by
/// UTType conformance, and the defaults of its stages.
struct DropInfoTests {
    private func provider(_ identifier: String, _ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
            completion(Data(text.utf8), nil)
            return nil
        }
        return provider
    }

    @MainActor @Test func itemsConformByTheirTypes() {
        let png = provider("public.png", "png"), json = provider("public.json", "json")
        let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [png, json])
        #expect(info.location == CGPoint(x: 3, y: 4))
        #expect(info.itemProviders(for: [.image]) == [png])
        #expect(info.itemProviders(for: [.text]) == [json])
        #expect(info.itemProviders(for: [.data]) == [png, json])
        #expect(!info.hasItemsConforming(to: [.movie]))
        #expect(info.hasItemsConforming(to: ["public.image"]))
        #expect(info.itemProviders(for: ["public.plain-text"]).isEmpty)
    }

    /// A provider loads the data registered for a type, and fails for a type it does not have.
    @Test func providersLoadTheirRepresentations() {
        let json = provider("public.json", "{}")
        #expect(json.registeredTypeIdentifiers == ["public.json"])
        var loaded: Data?
        json.loadDataRepresentation(forTypeIdentifier: "public.json") { data, _ in loaded = data }
        #expect(loaded == Data("{}".utf8))
        var failure: (any Error)?
        json.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in failure = error }
        #expect(failure != nil)
    }

    /// A delegate implementing only `performDrop` validates every drop and proposes nothing.
    @MainActor @Test func delegateDefaults() {
        struct Dropper: DropDelegate {
            func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
        }
        let info = DropInfo(location: .zero, providers: [provider("public.utf8-plain-text", "hi")])
        #expect(Dropper().validateDrop(info: info))
        #expect(Dropper().dropUpdated(info: info) == nil)
        #expect(Dropper().performDrop(info: info))
        #expect(DropProposal(operation: .move).operation == .move)
    }

    /// `springLoadingBehavior(_:)` reaches the environment of the views inside.
    @MainActor @Test func springLoadingBehaviorIsInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.springLoadingBehavior) var behavior
            var body: some View { Color.red.frame(width: behavior == .disabled ? 20 : 10, height: 5).accessibilityIdentifier("r") }
        }
        #expect(frame(try resolve(Reader()), "r").width == 10)
        #expect(frame(try resolve(Reader().springLoadingBehavior(.disabled)), "r").width == 20)
    }
}
