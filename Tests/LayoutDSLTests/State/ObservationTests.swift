import Foundation
import LayoutDSL
import Observation
import Testing

/// `@Observable` models as iOS 17 code uses them: in `@State`, through `@Bindable`, and in the
/// environment with `.environment(_:)` and `@Environment(Model.self)`.
struct ObservationTests {
    @Observable final class Settings {
        var width: CGFloat = 10
        var isOn = false
    }

    struct Editor: View {
        @Bindable var settings: Settings
        var body: some View {
            Color.gray.frame(width: settings.width, height: 10).accessibilityIdentifier("editor")
                .onAppear { $settings.width.wrappedValue = 40 }
        }
    }

    /// A `@Bindable` binding writes through to the model; the view reading it updates.
    @Test func bindableWritesThrough() throws {
        let settings = Settings()
        let tree = try resolve(Editor(settings: settings))
        #expect(settings.width == 40)
        #expect(frame(tree, "editor").width == 40)
    }

    struct Reader: View {
        @Environment(Settings.self) private var settings
        var body: some View { Color.gray.frame(width: settings.width, height: 10).accessibilityIdentifier("reader") }
    }

    struct OptionalReader: View {
        @Environment(Settings.self) private var settings: Settings?
        var body: some View { Color.gray.frame(width: settings == nil ? 5 : 50, height: 10).accessibilityIdentifier("optional") }
    }

    /// `.environment(model)` supplies the object by type; changing one of its properties
    /// updates the readers on the next frame.
    @Test func environmentObjectsByType() throws {
        let settings = Settings()
        let host = ViewHost(VStack { Reader(); OptionalReader() }.environment(settings), canvasSize: CGSize(width: 200, height: 200))
        #expect(frame(try host.update(), "reader").width == 10)
        settings.width = 30
        let tree = try host.update()
        #expect(frame(tree, "reader").width == 30)
        #expect(frame(tree, "optional").width == 50)
        #expect(frame(try resolve(OptionalReader()), "optional").width == 5)
    }

    struct Owner: View {
        @State private var settings = Settings()
        var body: some View {
            Color.gray.frame(width: settings.isOn ? 100 : 20, height: 10).accessibilityIdentifier("owner")
                .onTapGesture { settings.isOn.toggle() }
        }
    }

    /// `@Environment(Model.self)` with no object supplied traps only when read, as in SwiftUI: a
    /// view that declares it but does not read it renders (installing the property read it).
    @Test func missingEnvironmentObjectUnreadDoesNotTrap() throws {
        struct Badge: View {
            @Environment(Settings.self) var settings
            let showsSettings: Bool
            var body: some View {
                Color.red.frame(width: showsSettings ? settings.width : 5, height: 5).accessibilityIdentifier("badge")
            }
        }
        #expect(frame(try resolve(Badge(showsSettings: false)), "badge").width == 5)
        let supplied = Settings()
        #expect(frame(try resolve(Badge(showsSettings: true).environment(supplied)), "badge").width == 10)
    }

    /// A property read only in a `ForEach` row's closure (run while building, after the body)
    /// is tracked: a change made after the first pass lays the rows out again.
    @Test func readsInRowClosuresAreTracked() throws {
        struct Rows: View {
            let settings: Settings
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<2) { index in
                        Color.red.frame(width: settings.width, height: 5).accessibilityIdentifier("row\(index)")
                    }
                }
                .onAppear { DispatchQueue.main.async { settings.width = 30 } }
            }
        }
        let host = ViewHost(Rows(settings: Settings()), canvasSize: CGSize(width: 100, height: 100))
        let tree = try host.update()
        #expect(frame(tree, "row0").width == 30 && frame(tree, "row1").width == 30)
    }

    /// `@State` holds an `@Observable` object for the view's lifetime; its changes update.
    @Test func stateHoldsAnObservable() throws {
        let host = ViewHost(Owner(), canvasSize: CGSize(width: 200, height: 200))
        #expect(frame(try host.update(), "owner").width == 20)
        #expect(frame(try host.tap(at: CGPoint(x: 100, y: 100)), "owner").width == 100)
        #expect(frame(try host.tap(at: CGPoint(x: 100, y: 100)), "owner").width == 20)
    }
}
