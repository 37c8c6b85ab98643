/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a tiny generator whose whole state is one integer, so a tree is reproduced from its seed and
/// index alone, on any machine and in any process.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64
    /// Whether numbers include the extreme values and negatives (`FuzzNumber`); off, trees use
    /// only what ordinary code writes.
    public var extremes = true

    public init(seed: UInt64) { state = seed }

    /// The generator of tree `index` of a campaign: independent of how many numbers the trees
    /// before it drew, so a worker can start anywhere.
    public init(seed: UInt64, index: Int) {
        var mixer = FuzzRandom(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        for _ in 0...(index % 7) { _ = mixer.next() }
        self.init(seed: mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    public mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &self)] }
}
