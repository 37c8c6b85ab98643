import AudioToolbox
import Foundation
import Testing

/// System sounds are silent; an app's sounds are numbered as iOS numbers them.
struct AudioToolboxTests {
    @Test func soundsAreSilentAndNumbered() throws {
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        var finished = false
        AudioServicesPlaySystemSoundWithCompletion(1104) { finished = true }
        #expect(finished && kSystemSoundID_Vibrate == 4095)
        var sound: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent/tap.caf"), &sound) == -1500 && sound == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(UUID().uuidString).caf")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(AudioServicesCreateSystemSoundID(file, &sound) == 0 && sound > 4096)
    }
}
