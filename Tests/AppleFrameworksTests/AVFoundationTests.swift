@testable import AVFoundation
import Foundation
import Testing

/// Times compute as Core Media's do; players, sessions and devices are inert and deterministic.
struct AVFoundationTests {
    @Test func timesConvertSeconds() {
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(time.value == 900 && time.timescale == 600 && time.seconds == 1.5)
        #expect(time.isValid && time.isNumeric && !time.hasBeenRounded)
        #expect(CMTime(value: 1, timescale: 3).seconds == 1.0 / 3)
        #expect(CMTime.zero.seconds == 0 && CMTime.zero.isNumeric)
        #expect(CMTime.invalid.seconds.isNaN && !CMTime.invalid.isValid)
        #expect(CMTime.indefinite.seconds.isNaN && CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
        #expect(CMTime.positiveInfinity.seconds == .infinity)
        #expect(CMTime(seconds: 0.1, preferredTimescale: 1).hasBeenRounded)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 2)) == 1.5)
    }

    @Test func timesCompareByValue() {
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
        #expect(CMTime.invalid < CMTime.zero && CMTime.zero < CMTime.positiveInfinity)
        #expect(CMTime.positiveInfinity < CMTime.indefinite)
        #expect((CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 4)).seconds == 0.75)
        #expect((CMTime(value: 1, timescale: 1) - CMTime(value: 1, timescale: 4)).seconds == 0.75)
        #expect(CMTimeCompare(CMTime(value: 1, timescale: 1), CMTime(value: 2, timescale: 1)) == -1)
    }

    @Test func playerKeepsSettingsAndNeverPlays() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/movie.mp4"))
        #expect(player.currentItem != nil && player.status == .unknown)
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        #expect(player.volume == 1 && !player.isMuted)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .toMinimizeStalls)
        #expect(player.currentTime() == .zero)
        player.pause()
        #expect(player.rate == 0 && player.timeControlStatus == .paused && player.reasonForWaitingToPlay == nil)
        player.volume = 0.25
        player.isMuted = true
        #expect(player.volume == 0.25 && player.isMuted)
        #expect(AVPlayer().currentItem == nil)
    }

    @Test func playerWithoutItemWaitsForOne() {
        let player = AVPlayer()
        player.play()
        #expect(player.reasonForWaitingToPlay == .noItemToPlay)
    }

    @Test func seekingMovesTheItemsTime() {
        let item = AVPlayerItem(url: URL(string: "https://example.com/movie.m3u8")!)
        let player = AVPlayer(playerItem: item)
        var finished: Bool?
        player.seek(to: CMTime(seconds: 12, preferredTimescale: 600)) { finished = $0 }
        #expect(finished == true)
        #expect(player.currentTime().seconds == 12 && item.currentTime().seconds == 12)
        #expect(item.status == .unknown && item.duration.isIndefinite)
        #expect((item.asset as? AVURLAsset)?.url.absoluteString == "https://example.com/movie.m3u8")
        var noItem: Bool?
        AVPlayer().seek(to: .zero) { noItem = $0 }
        #expect(noItem == false)
    }

    @Test func timeObserversAreNeverCalled() {
        let player = AVPlayer()
        var calls = 0
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { _ in
            calls += 1
        }
        player.play()
        player.removeTimeObserver(token)
        #expect(calls == 0)
    }

    @Test func audioPlayerNeverPlays() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/sound.caf"))
        #expect(!player.prepareToPlay() && !player.play() && !player.isPlaying)
        #expect(player.duration == 0 && player.volume == 1 && player.numberOfLoops == 0)
        player.numberOfLoops = -1
        player.volume = 0.5
        #expect(player.numberOfLoops == -1 && player.volume == 0.5)
        #expect(player.url?.lastPathComponent == "sound.caf")
    }

    @Test func audioSessionKeepsItsCategory() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers, .duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .moviePlayback)
        #expect(session.categoryOptions == [.mixWithOthers, .duckOthers])
        #expect(session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        try session.setCategory(.soloAmbient, mode: .default, options: [])
        #expect(!session.isActive && session.category == .soloAmbient)
        #expect(AVAudioSession.Category.playback.rawValue == "AVAudioSessionCategoryPlayback")
    }

    @Test func captureIsNotDeterminedAndRefused() async {
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
        var granted: Bool?
        AVCaptureDevice.requestAccess(for: .video) { granted = $0 }
        #expect(granted == false)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVMediaType.video.rawValue == "vide" && AVAuthorizationStatus.authorized.rawValue == 3)
    }

    @Test func playerLayerIsALayer() {
        let player = AVPlayer()
        let layer = AVPlayerLayer(player: player)
        #expect(layer.player === player && layer.videoGravity == .resizeAspect && !layer.isReadyForDisplay)
        layer.videoGravity = .resizeAspectFill
        layer.cornerRadius = 8
        #expect(layer.videoGravity == .resizeAspectFill && layer.cornerRadius == 8)
    }
}
