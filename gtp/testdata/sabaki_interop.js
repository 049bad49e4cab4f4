// Drives `cgtgo gtp` through @sabaki/gtp exactly as Sabaki does: state
// sync by ControllerStateTracker, kata-analyze read for a few intervals and
// stopped by protocol_version, then genmove. Run by TestSabakiInterop.
//
// Usage: node sabaki_interop.js MODULE_DIR ENGINE_PATH STATE.json
// Prints one JSON object on stdout.
const [moduleDir, enginePath, statePath] = process.argv.slice(2)
const fs = require('fs')
const {Controller, ControllerStateTracker} = require(moduleDir + '/@sabaki/gtp')

async function main() {
  const state = JSON.parse(fs.readFileSync(statePath, 'utf8'))
  const c = new Controller(enginePath, ['gtp'])
  const stderr = []
  c.on('stderr', ({content}) => stderr.push(content))
  c.start()
  // @sabaki/gtp 3.0.0 crashes Node on a bad path unless this is attached.
  c.process.on('error', err => {
    console.log(JSON.stringify({error: 'spawn: ' + err.message}))
    process.exit(3)
  })
  const tracker = new ControllerStateTracker(c)
  const out = {stderr}

  // Sabaki's start sequence, pipelined.
  const start = await Promise.all(
    ['name', 'version', 'protocol_version', 'list_commands'].map(name => c.sendCommand({name}))
  )
  out.name = start[0].content
  out.commands = start[3].content.split('\n')

  // Sync the whole history, then a longer one (the undo-free path), then a
  // shorter one (the undo path).
  await tracker.sync(state)
  const longer = {...state, history: [...state.history, ...state.extra]}
  await tracker.sync(longer)
  await tracker.sync(state)
  out.synced = true

  // Analysis: kata-analyze B 50 (centiseconds, Sabaki's default), read a few intervals, stop
  // it the way Sabaki does, with protocol_version.
  out.info = []
  let stopSent = null
  const analysis = c.sendCommand({name: 'kata-analyze', args: ['B', '50']}, ({line}) => {
    if (line.startsWith('info ')) out.info.push(line)
    if (out.info.length >= 3 && stopSent == null) {
      stopSent = c.sendCommand({name: 'protocol_version'})
    }
  })
  const ar = await analysis
  out.analysisError = ar.error
  out.stopReply = (await stopSent).content

  const g = await c.sendCommand({name: 'genmove', args: ['B']})
  out.genmove = g.content
  out.genmoveError = g.error
  await c.stop(3000)
  console.log(JSON.stringify(out))
}

main().catch(err => {
  console.log(JSON.stringify({error: String(err && err.stack || err)}))
  process.exit(2)
})
