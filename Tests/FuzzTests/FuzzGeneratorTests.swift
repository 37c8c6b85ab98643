import Foundation
@testable import Fuzzing
import Testing

struct FuzzGeneratorTests {
    /// A tree is a function of its seed and index: the same numbers give the same tree, in any
    /// order and in any process (the JSON round trip keeps NaN and the infinities).
    @Test func treesAreReproducible() throws {
        for index in [0, 1, 17, 9_999] {
            var a = FuzzGenerator(seed: 7, index: index), b = FuzzGenerator(seed: 7, index: index)
            let tree = a.tree()
            // By their JSON: a tree holding NaN is not `==` to itself.
            #expect(try tree.json() == b.tree().json())
            #expect(try FuzzTree(json: tree.json()).source == tree.source)
        }
        var first = FuzzGenerator(seed: 7, index: 0), second = FuzzGenerator(seed: 8, index: 0)
        #expect(first.tree() != second.tree())
    }

    /// Over a thousand trees the generator reaches every kind of view and modifier, extreme
    /// numbers, empty and huge canvases, and text of right-to-left scripts.
    @Test func coversTheFamilies() {
        var sources = ""
        var canvases: [(Double, Double)] = []
        for index in 0..<1_000 {
            var generator = FuzzGenerator(seed: 1, index: index)
            let tree = generator.tree()
            sources += tree.source
            canvases.append((tree.width, tree.height))
        }
        for needle in ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "GeometryReader", "Path {", "Circle()",
                       "Capsule()", "LinearGradient", "RadialGradient", "AngularGradient", "Text(verbatim:", "Image(systemName:",
                       "Spacer(", "Divider()", ".frame(minWidth:", ".padding(", ".offset(", ".position(", ".rotationEffect(",
                       ".scaleEffect(", ".opacity(", ".blur(", ".shadow(", ".clipShape(", ".clipped()", ".background(", ".overlay(",
                       ".fixedSize(", ".layoutPriority(", ".aspectRatio(", ".trim(", "dash: [", ".nan", ".infinity", "1e+300", "\\u{5",
                       // Controls, containers and presentations, with their styles and roles.
                       "Button(", ".buttonStyle(.borderedProminent)", "role: .cancel", "Toggle(", ".toggleStyle(.button)", "Slider(",
                       "Stepper(", "Picker(", ".pickerStyle(.segmented)", ".pickerStyle(.wheel)", "ProgressView()", "ProgressView(value:",
                       "Gauge(", "TextField(", "SecureField(", "DatePicker(", ".datePickerStyle(.graphical)", "Menu(", "DisclosureGroup(",
                       "List {", ".listStyle(.insetGrouped)", "Form {", "NavigationStack {", ".navigationBarTitleDisplayMode(.large)",
                       "ToolbarItem(", "TabView(", ".sheet(", ".presentationDetents([.medium])", ".fullScreenCover(", ".popover(",
                       ".alert(", "} message: {", ".confirmationDialog("] {
            #expect(sources.contains(needle), "no \(needle)")
        }
        #expect(canvases.contains { $0 == (0, 0) })
        #expect(canvases.contains { $0.0 * $0.1 >= 64_000_000 })
    }

    /// A presentation prints as the calls that build it: base view, then the presented content.
    @Test func presentationsPrintAsTheirCalls() {
        let dialog = FuzzNode.control(.confirmationDialog(title: "Delete?", titleVisible: true, roles: [1, 2]), [.divider])
        #expect(dialog.source == [
            "Divider()",
            "    .confirmationDialog(\"Delete?\", isPresented: .constant(true), titleVisibility: .visible) {",
            "        Button(\"Action 0\", role: .destructive) {}",
            "        Button(\"Action 1\", role: .cancel) {}",
            "    }",
        ])
        let sheet = FuzzNode.control(.sheet(detent: 0, fullScreen: false), [.divider, .text("Hi", fontSize: nil, lineLimit: nil)])
        #expect(sheet.source == [
            "Divider()", "    .sheet(isPresented: .constant(true)) {", "        Text(verbatim: \"Hi\")",
            "            .presentationDetents([.medium])", "    }",
        ])
    }

    @Test func sourceSpellsNonFiniteNumbersAndEscapesText() {
        let tree = FuzzTree(root: .modified(.text("a\u{5D0}\"", fontSize: .nan, lineLimit: nil), .frame(width: .infinity, height: -.infinity)),
                            width: 10, height: 20, scale: 2)
        #expect(tree.source == """
            // canvas 10x20 @2x
            Text(verbatim: "a\\u{5D0}\\"").font(.system(size: .nan))
                .frame(width: .infinity, height: -.infinity)
            """)
    }
}
