/// The name VoiceOver reads for a colour (`UIColor.accessibilityName`, iOS 14): Apple does not
/// publish its naming, so this one is a rule of our own: greys by lightness ("black", "dark
/// gray", "gray", "light gray", "white"), other colours by hue in twelve sectors of HSL's circle
/// ("red", "orange", "yellow", "lime", "green", "teal", "cyan", "azure", "blue", "purple",
/// "magenta", "pink"), "dark" or "light" before them below 30 % or above 75 % lightness, in the
/// light appearance of the default design. Nothing drawn depends on it.
extension UIColor {
    public var accessibilityName: String {
        let c = color.resolve(in: EnvironmentValues())
        let (r, g, b) = (Double(c.red), Double(c.green), Double(c.blue))
        let high = Swift.max(r, g, b), low = Swift.min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        if chroma < 0.08 {
            switch lightness {
            case ..<0.12: return "black"
            case ..<0.4: return "dark gray"
            case ..<0.65: return "gray"
            case ..<0.92: return "light gray"
            default: return "white"
            }
        }
        var hue: Double
        if high == r { hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6) }
        else if high == g { hue = (b - r) / chroma + 2 }
        else { hue = (r - g) / chroma + 4 }
        hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        let names = ["red", "orange", "yellow", "lime", "green", "teal", "cyan", "azure", "blue", "purple", "magenta", "pink"]
        let name = names[Int(((hue + 15) / 30).rounded(.down)) % 12]
        return lightness < 0.3 ? "dark \(name)" : lightness > 0.75 ? "light \(name)" : name
    }
}
