@testable import LayoutDSL
import Testing

/// An app module's `App`, scenes and UIKit glue compile here, and keep the views an app shows.
struct AppSceneTests {
    /// A window group keeps its title, identifier and the view its content closure built.
    @MainActor @Test func appBodyHoldsItsWindowGroup() throws {
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup("Notes", id: "notes") { Text("Hello") }
            }
        }
        let group = try #require(NotesApp().body as? WindowGroup<Text>)
        #expect(group.title?.string == "Notes")
        #expect(group.id == "notes")
        #expect(group.content.string == "Hello")
    }

    /// An app's menu commands and background tasks compile as SwiftUI's and leave the scene
    /// as it was: nothing in a render opens a menu or wakes the app.
    @MainActor @Test func commandsAndBackgroundTasksLeaveTheScene() throws {
        struct EditorApp: App {
            var body: some Scene {
                WindowGroup("Editor", id: "editor") { Text("Draft") }
                    .commands {
                        SidebarCommands()
                        CommandMenu("Format") {
                            Button("Bold") {}.keyboardShortcut("b")
                        }
                        CommandGroup(replacing: .newItem) {
                            Button("New Draft") {}
                        }
                        if #available(iOS 17, *) { TextEditingCommands() }
                    }
                    .backgroundTask(.appRefresh("refresh")) { }
            }
        }
        let group = try #require(EditorApp().body as? WindowGroup<Text>)
        #expect(group.id == "editor" && group.content.string == "Draft")
    }

    /// An `if`/`else` of commands keeps the branch it took, in the types of both branches.
    @MainActor @Test func commandBranchesKeepTheBranchTaken() throws {
        struct Menus: Commands {
            let sidebar: Bool
            var body: some Commands {
                if sidebar { SidebarCommands() } else { ToolbarCommands() }
            }
        }
        let taken = try #require(Menus(sidebar: false).body as? _ConditionalContent<SidebarCommands, ToolbarCommands>)
        guard case .falseContent = taken.storage else { Issue.record("the else branch was not kept"); return }
    }

    /// Every title form becomes the group's title; a group made without one has none.
    @MainActor @Test func windowGroupTitles() {
        let library: Substring = "Library"
        #expect(WindowGroup(Text("Inbox")) { Color.red }.title?.string == "Inbox")
        #expect(WindowGroup(library, id: "library") { Color.red }.title?.string == "Library")
        #expect(WindowGroup("Drafts") { Color.red }.title?.string == "Drafts")
        let untitled = WindowGroup(id: "plain") { Color.red }
        #expect(untitled.title == nil && untitled.id == "plain")
    }

    /// Two scenes and an availability check (the one conditional SwiftUI's scene builder
    /// takes) build a tuple of both; the check passes here, so its scene is present.
    @MainActor @Test func sceneBuilderKeepsEveryScene() throws {
        struct TwoWindowApp: App {
            var body: some Scene {
                WindowGroup { Text("Main") }
                if #available(iOS 16, *) {
                    WindowGroup("Inspector", id: "inspector") { Text("Details") }
                }
            }
        }
        let scenes = try #require(TwoWindowApp().body as? TupleScene<(WindowGroup<Text>, OptionalScene)>)
        #expect(scenes.value.0.content.string == "Main")
        let available = try #require(scenes.value.1.content as? LimitedAvailabilityScene)
        let inspector = try #require(available.content as? WindowGroup<Text>)
        #expect(inspector.id == "inspector")
        #expect(inspector.content.string == "Details")
        // A check that failed adds no scene.
        let skipped = try #require(SceneBuilder.buildOptional(nil) as? OptionalScene)
        #expect(skipped.content == nil)
    }

    /// A data-presenting group's window gets a binding to its value: nil without a default,
    /// the default with one, and whatever the content sets it to.
    @MainActor @Test func dataPresentingWindowGroupBindsItsValue() throws {
        let notes = WindowGroup(for: String.self) { $note in
            Color.red.frame(width: note == nil ? 10 : 20, height: 1).accessibilityIdentifier("window")
        }
        #expect(frame(try resolve(notes.content), "window").width == 10)

        let counter = WindowGroup("Counter", for: Int.self) { $count in
            Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("window")
        } defaultValue: {
            42
        }
        #expect(counter.title?.string == "Counter")
        #expect(frame(try resolve(counter.content), "window").width == 42)

        let editing = WindowGroup(for: Int.self) { $count in
            Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("window")
                .onAppear { count = 7 }
        } defaultValue: {
            42
        }
        #expect(frame(try resolve(editing.content), "window").width == 7)
    }

    /// Scene modifiers keep the scene, and their modifier gives its views what it gives a view.
    @MainActor @Test func sceneModifiersApplyToTheScenesViews() throws {
        let dark = WindowGroup { SchemeBar() }.environment(\.colorScheme, .dark)
        let modified = try #require(dark as? ModifiedScene<WindowGroup<SchemeBar>, EnvironmentModifier>)
        #expect(frame(try resolve(modified.content.content), "bar").width == 10)
        #expect(frame(try resolve(modified.content.content.modifier(modified.modifier)), "bar").width == 20)

        let model = WidthModel()
        let supplied = WindowGroup { WidthReader() }.environmentObject(model)
        let withObject = try #require(supplied as? ModifiedScene<WindowGroup<WidthReader>, EnvironmentModifier>)
        #expect(frame(try resolve(withObject.content.content.modifier(withObject.modifier)), "bar").width == 25)

        let store = UserDefaults.standard
        let stored = try #require(WindowGroup { Color.red }.defaultAppStorage(store) as? ModifiedScene<WindowGroup<Color>, EnvironmentModifier>)
        var environment = EnvironmentValues()
        stored.modifier.update(&environment)
        #expect(environment.defaultAppStorage === store)

        final class Log { var changes: [String] = [] }
        let log = Log()
        let watched = WindowGroup { Color.red }.onChange(of: 3, initial: true) { old, new in log.changes.append("\(old)→\(new)") }
        let watching = try #require(watched as? ModifiedScene<WindowGroup<Color>, LifecycleModifier>)
        _ = try resolve(watching.content.content.modifier(watching.modifier))
        #expect(log.changes == ["3→3"])
    }

    /// An app with a delegate adaptor compiles and keeps its scenes; the delegate's methods
    /// an app leaves out answer as UIKit's do, and those it writes are the ones called.
    @MainActor @Test func appDelegate() throws {
        struct DelegatedApp: App {
            @UIApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate
            var body: some Scene {
                WindowGroup { Text("Home") }
            }
        }
        #expect(try #require(DelegatedApp().body as? WindowGroup<Text>).content.string == "Home")

        let delegate = LaunchDelegate()
        let asDelegate: any UIApplicationDelegate = delegate
        let url = try #require(URL(string: "notes://1"))
        #expect(asDelegate.application(.shared, didFinishLaunchingWithOptions: [.url: url]))
        #expect(delegate.launchURL == url)
        #expect(asDelegate.application(.shared, willFinishLaunchingWithOptions: nil))
        #expect(!asDelegate.application(.shared, open: url, options: [:]))
    }

    /// A hosting controller holds its root view, and measures it with the layout engine.
    @MainActor @Test func hostingControllerHoldsAndMeasuresItsRootView() {
        let controller = UIHostingController(rootView: Badge(width: 120))
        #expect(controller.rootView.width == 120)
        #expect(controller.sizeThatFits(in: CGSize(width: 390, height: 844)) == CGSize(width: 120, height: 40))
        controller.rootView = Badge(width: 200)
        #expect(controller.sizeThatFits(in: CGSize(width: 390, height: 844)) == CGSize(width: 200, height: 40))
        #expect(controller.sizingOptions == [] && controller.safeAreaRegions == .all)

        // A flexible view takes what it is offered.
        #expect(UIHostingController(rootView: Color.blue).sizeThatFits(in: CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 500))

        #expect(BadgeController().rootView.width == 64)
    }
}

/// A bar 20 points wide in dark mode, 10 in light.
private struct SchemeBar: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Color.red.frame(width: colorScheme == .dark ? 20 : 10, height: 1).accessibilityIdentifier("bar") }
}

private final class WidthModel: ObservableObject {
    @Published var width: CGFloat = 25
}

private struct WidthReader: View {
    @EnvironmentObject var model: WidthModel
    var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("bar") }
}

private final class LaunchDelegate: NSObject, UIApplicationDelegate {
    var launchURL: URL?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launchURL = launchOptions?[.url] as? URL
        return true
    }
}

private struct Badge: View {
    var width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 40) }
}

/// A subclass as UIKit code writes one: its own initializer, and the decoding one UIKit requires.
private final class BadgeController: UIHostingController<Badge> {
    init() { super.init(rootView: Badge(width: 64)) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
