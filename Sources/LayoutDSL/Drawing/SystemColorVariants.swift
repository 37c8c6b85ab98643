/// A system colour's light and dark values and its name (`Color.blue`, a control's plate):
/// made once for each colour of the palette, whose colours are all static, kept for the life
/// of the process, and held without reference counting. Boxed and counted, the variants were
/// retained and released with every copy of a view that holds a system colour, some 28 copies
/// a row of the benchmark list (callgrind; Benchmarks.md, the ninth to fourteenth passes); held this way a copy is a copy of a word.
struct SystemColorVariants: Hashable, Sendable {
    private unowned(unsafe) let storage: Storage

    private final class Storage: Sendable {
        let light: Color.Resolved, dark: Color.Resolved, name: String
        init(light: Color.Resolved, dark: Color.Resolved, name: String) { self.light = light; self.dark = dark; self.name = name }
    }

    /// Variants never freed: only the palette's static colours make them (`Color.system`).
    init(light: Color.Resolved, dark: Color.Resolved, name: String) {
        storage = Unmanaged.passRetained(Storage(light: light, dark: dark, name: name)).takeUnretainedValue()
    }

    var light: Color.Resolved { storage.light }
    var dark: Color.Resolved { storage.dark }
    var name: String { storage.name }

    static func == (l: SystemColorVariants, r: SystemColorVariants) -> Bool {
        l.storage === r.storage || (l.light == r.light && l.dark == r.dark && l.name == r.name)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(name)
    }
}
