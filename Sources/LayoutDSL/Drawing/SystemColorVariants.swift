/// A system colour's light and dark values, in each `SystemDesign` where they differ, and its name
/// (`Color.blue`, a control's plate):
/// made once for each colour of the palette, whose colours are all static, kept for the life
/// of the process, and held without reference counting. Boxed and counted, the variants were
/// retained and released with every copy of a view that holds a system colour, some 28 copies
/// a row of the benchmark list (callgrind; Benchmarks.md, the ninth to fourteenth passes); held this way a copy is a copy of a word.
struct SystemColorVariants: Hashable, Sendable {
    private unowned(unsafe) let storage: Storage

    private final class Storage: Sendable {
        let light: Color.Resolved, dark: Color.Resolved, name: String
        /// The Liquid Glass design's values, where they differ from the compatibility design's.
        let glass: (light: Color.Resolved, dark: Color.Resolved)?
        init(light: Color.Resolved, dark: Color.Resolved, glass: (light: Color.Resolved, dark: Color.Resolved)?, name: String) {
            self.light = light; self.dark = dark; self.glass = glass; self.name = name
        }
    }

    /// Variants never freed: only the palette's static colours make them (`Color.system`).
    init(light: Color.Resolved, dark: Color.Resolved, glass: (light: Color.Resolved, dark: Color.Resolved)? = nil, name: String) {
        storage = Unmanaged.passRetained(Storage(light: light, dark: dark, glass: glass, name: name)).takeUnretainedValue()
    }

    var name: String { storage.name }

    /// The value in a colour scheme and design.
    func value(_ scheme: ColorScheme, _ design: SystemDesign) -> Color.Resolved {
        if design == .liquidGlass, let glass = storage.glass { return scheme == .dark ? glass.dark : glass.light }
        return scheme == .dark ? storage.dark : storage.light
    }

    static func == (l: SystemColorVariants, r: SystemColorVariants) -> Bool {
        l.storage === r.storage || (l.storage.light == r.storage.light && l.storage.dark == r.storage.dark
            && l.storage.glass?.light == r.storage.glass?.light && l.storage.glass?.dark == r.storage.glass?.dark && l.name == r.name)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.light)
        hasher.combine(storage.dark)
        hasher.combine(name)
    }
}
