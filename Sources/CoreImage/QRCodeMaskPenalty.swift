/// The penalty of a masked QR symbol by ISO/IEC 18004's rules (section 7.8.3.1, table 11): the
/// encoder keeps the mask of least penalty. Core Image's generator chooses so: the masks of the
/// four symbols measured from its output (docs/reference/core-image-qr-code.md) are the ones these
/// rules score lowest, where libqrencode's own evaluation chose another for "Test" at level H.
enum QRCodeMaskPenalty {
    /// Weights of the four rules (N1 to N4).
    static let run = 3, block = 3, finderLike = 40, balance = 10

    static func of(_ dark: [Bool], width: Int) -> Int {
        var penalty = 0
        for line in 0..<width {
            let row = (0..<width).map { dark[line * width + $0] }
            let column = (0..<width).map { dark[$0 * width + line] }
            penalty += runs(in: row) + runs(in: column) + finderLikePatterns(in: row) + finderLikePatterns(in: column)
        }
        for y in 0..<width - 1 {
            for x in 0..<width - 1 {
                let module = dark[y * width + x]
                if dark[y * width + x + 1] == module, dark[(y + 1) * width + x] == module, dark[(y + 1) * width + x + 1] == module {
                    penalty += block
                }
            }
        }
        // N4: 10 for each whole 5 % by which dark modules depart from half of all.
        let darkCount = dark.count { $0 }
        penalty += balance * (abs(darkCount * 20 - dark.count * 10) / dark.count)
        return penalty
    }

    /// N1: each run of five or more modules of one colour in a line, 3 plus one a module over five.
    static func runs(in line: [Bool]) -> Int {
        var penalty = 0, length = 1
        for index in 1...line.count {
            if index < line.count, line[index] == line[index - 1] { length += 1; continue }
            if length >= 5 { penalty += run + length - 5 }
            length = 1
        }
        return penalty
    }

    /// N3: each 1:1:3:1:1 dark–light–dark–light–dark pattern with four light modules before or
    /// after it, the quiet zone counting as light.
    static func finderLikePatterns(in line: [Bool]) -> Int {
        func module(_ index: Int) -> Bool { line.indices.contains(index) ? line[index] : false }
        var penalty = 0
        for start in -finderPattern.count + 1..<line.count {
            var forward = true, backward = true
            for offset in finderPattern.indices where forward || backward {
                let value = module(start + offset)
                forward = forward && value == finderPattern[offset]
                backward = backward && value == finderPattern[finderPattern.count - 1 - offset]
            }
            penalty += (forward ? finderLike : 0) + (backward ? finderLike : 0)
        }
        return penalty
    }

    /// N3's pattern followed by its four light modules.
    static let finderPattern = [true, false, true, true, true, false, true, false, false, false, false]
}
