/**
 * The most common passwords, lower-cased and separated by white space: the widely reported top lists,
 * Portuguese and Brazilian favourites, and the variants people build from them (a word plus 1, 123, a year or !).
 * A new password that matches one of them, ignoring case, is refused. Kept as a module so the bundle carries it.
 */
const commonPasswordsText = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew
tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer
michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess
joshua cheese amanda summer love ashley nicole chelsea matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow william corvette hello martin heather secret merlin
diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter
orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick
phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota
arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog
qwer1234 compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999
ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver
redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince
marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321
golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike toyota jordan23 canada sophie apples
tiger tucker cool1 beach sierra platinum qwerty123 password1 password123 passw0rd p@ssw0rd p@ssword pa55word admin
admin123 administrator root toor changeme default guest login welcome1 welcome123 letmein1 master123 abc12345 abcd1234
aa123456 a1b2c3d4 1q2w3e4r5t 1qaz2wsx3edc zaq12wsx qazwsxedc asdf1234 zxcv1234 iloveyou1 iloveyou2 princess1 sunshine1
football1 baseball1 monkey1 dragon1 shadow1 superman1 batman1 michael1 jordan1 charlie1 qwerty1 qwertyui asdfghjkl
zxcvbnm1 1234abcd abcdef abcdefg abcdefgh abc123456 123abc 123456a 123456aa a123456 a12345678 qwe123 qwe12345 asd123
zxc123 q1w2e3 1a2b3c 7654321 12341234 11223344 123698745 147258369 147258 159357 741852963 789456123 456789 456123
789456 258456 369852 963852741 10203 102030 1020304050 112358 1122334455 senha senha123 senha1234 senha12345 mudar123
mudar mudar1234 trocar123 brasil brasil123 brazil flamengo corinthians palmeiras saopaulo gremio internacional vasco
santos cruzeiro botafogo fluminense atletico benfica sporting porto portugal lisboa amor amor123 teamo te amo amizade
familia felicidade jesus jesus123 deus deus123 deusefiel cristo saudade futebol bola gatinha gatinho princesa amorzinho
meuamor minhavida docinho estrela flor florzinha beleza bonita lindinha querida querido paixao coracao vitoria vida
vida123 mamae papai mamae123 papai123 filho filha irmao irma brasileiro carioca paulista mineira baiano gaucho rodrigo
fernanda gabriel gabriela lucas mateus matheus pedro joao maria ana juliana bruno carlos eduardo rafael rafaela felipe
guilherme leonardo larissa camila beatriz leticia mariana thiago tiago vinicius marcelo ricardo paulo luiz luis jose
antonio francisca adriana patricia sandra aline vanessa daniela 123mudar abc1234 qwerty12 qwerty1234 qwertyuiop1
asdfgh123 zaq1xsw2 1qazxsw2 football123 baseball123 monkey123 dragon123 shadow123 master1 master12 hello123 hello1
killer123 trustno11 letmein123 sunshine123 princess123 charlie123 superman123 batman123 starwars1 computer1 computer123
internet1 freedom1 whatever1 pokemon pokemon123 naruto naruto123 minecraft minecraft1 fortnite roblox 1234567a
123456789a 12345678a password12 password1234 password! passwordpassword pass1234 pass123 pass12345 passpass secret123
secret1 world helloworld love123 lovely loveme loveyou iloveu iloveyou123 babygirl baby123 angel123 angel1 flower123
tigger1 tigger123 ginger1 pepper1 cookie123 cheese123 orange123 banana123 apple apple123 apples1 samsung123 nokia
iphone galaxy google google123 facebook facebook123 youtube instagram whatsapp twitter yahoo hotmail gmail outlook
microsoft windows linux ubuntu oracle mysql postgres database server qwertz azerty ytrewq poiuytrewq mnbvcxz lkjhgfdsa
0987654321 1029384756 5555555 99999999 77777777 00000000 1111111 111111111 1111111111 2222222 22222222 3333333 33333333
4444444 44444444 66666666 0123456789 01234567 012345 09876543 98765432 876543210 1234512345 1231231234 123412345
12121212 13131313 69696969 aaaaaaaa aaaaaa1 abcabc abcabc123 abc abcd abcde qweasd qweasdzxc qweqwe asdasd zxczxc
1q1q1q1q 1a1a1a1a trabalho escola faculdade casa123 carro moto dinheiro sorte sorte123 lotaria loteria jogo jogos
casino cassino aposta bet365 betano vencedor campeao campeao123 ganhar milionario rico riqueza ouro dourado
password12345 password2023 password2024 password2025 password01 qwerty12345 qwerty2023 qwerty2024 qwerty2025 qwerty01
qwerty! dragon12 dragon1234 dragon12345 dragon2023 dragon2024 dragon2025 dragon01 dragon! baseball12 baseball1234
baseball12345 baseball2023 baseball2024 baseball2025 baseball01 baseball! football12 football1234 football12345
football2023 football2024 football2025 football01 football! monkey12 monkey1234 monkey12345 monkey2023 monkey2024
monkey2025 monkey01 monkey! letmein12 letmein1234 letmein12345 letmein2023 letmein2024 letmein2025 letmein01 letmein!
shadow12 shadow1234 shadow12345 shadow2023 shadow2024 shadow2025 shadow01 shadow! master1234 master12345 master2023
master2024 master2025 master01 master! qwertyuiop12 qwertyuiop123 qwertyuiop1234 qwertyuiop12345 qwertyuiop2023
qwertyuiop2024 qwertyuiop2025 qwertyuiop01 qwertyuiop! mustang1 mustang12 mustang123 mustang1234 mustang12345
mustang2023 mustang2024 mustang2025 mustang01 mustang! michael12 michael123 michael1234 michael12345 michael2023
michael2024 michael2025 michael01 michael! superman12 superman1234 superman12345 superman2023 superman2024 superman2025
superman01 superman! qazwsx1 qazwsx12 qazwsx123 qazwsx1234 qazwsx12345 qazwsx2023 qazwsx2024 qazwsx2025 qazwsx01
qazwsx! killer1 killer12 killer1234 killer12345 killer2023 killer2024 killer2025 killer01 killer! jordan12 jordan123
jordan1234 jordan12345 jordan2023 jordan2024 jordan2025 jordan01 jordan! jennifer1 jennifer12 jennifer123 jennifer1234
jennifer12345 jennifer2023 jennifer2024 jennifer2025 jennifer01 jennifer! zxcvbnm12 zxcvbnm123 zxcvbnm1234 zxcvbnm12345
zxcvbnm2023 zxcvbnm2024 zxcvbnm2025 zxcvbnm01 zxcvbnm! asdfgh1 asdfgh12 asdfgh1234 asdfgh12345 asdfgh2023 asdfgh2024
asdfgh2025 asdfgh01 asdfgh! hunter1 hunter12 hunter123 hunter1234 hunter12345 hunter2023 hunter2024 hunter2025 hunter01
hunter! buster1 buster12 buster123 buster1234 buster12345 buster2023 buster2024 buster2025 buster01 buster! soccer1
soccer12 soccer123 soccer1234 soccer12345 soccer2023 soccer2024 soccer2025 soccer01 soccer! harley1 harley12 harley123
harley1234 harley12345 harley2023 harley2024 harley2025 harley01 harley! batman12 batman1234 batman12345 batman2023
batman2024 batman2025 batman01 batman! andrew1 andrew12 andrew123 andrew1234 andrew12345 andrew2023 andrew2024
andrew2025 andrew01 andrew! tigger12 tigger1234 tigger12345 tigger2023 tigger2024 tigger2025 tigger01 tigger!
sunshine12 sunshine1234 sunshine12345 sunshine2023 sunshine2024 sunshine2025 sunshine01 sunshine! iloveyou12
iloveyou1234 iloveyou12345 iloveyou2023 iloveyou2024 iloveyou2025 iloveyou01 iloveyou! charlie12 charlie1234
charlie12345 charlie2023 charlie2024 charlie2025 charlie01 charlie! robert1 robert12 robert123 robert1234 robert12345
robert2023 robert2024 robert2025 robert01 robert! thomas1 thomas12 thomas123 thomas1234 thomas12345 thomas2023
thomas2024 thomas2025 thomas01 thomas! hockey1 hockey12 hockey123 hockey1234 hockey12345 hockey2023 hockey2024
hockey2025 hockey01 hockey! ranger1 ranger12 ranger123 ranger1234 ranger12345 ranger2023 ranger2024 ranger2025 ranger01
ranger! daniel1 daniel12 daniel123 daniel1234 daniel12345 daniel2023 daniel2024 daniel2025 daniel01 daniel! starwars12
starwars123 starwars1234 starwars12345 starwars2023 starwars2024 starwars2025 starwars01 starwars! klaster1 klaster12
klaster123 klaster1234 klaster12345 klaster2023 klaster2024 klaster2025 klaster01 klaster! george1 george12 george123
george1234 george12345 george2023 george2024 george2025 george01 george! computer12 computer1234 computer12345
computer2023 computer2024 computer2025 computer01 computer! michelle1 michelle12 michelle123 michelle1234 michelle12345
michelle2023 michelle2024 michelle2025 michelle01 michelle! jessica1 jessica12 jessica123 jessica1234 jessica12345
jessica2023 jessica2024 jessica2025 jessica01 jessica! pepper12 pepper123 pepper1234 pepper12345 pepper2023 pepper2024
pepper2025 pepper01 pepper! zxcvbn1 zxcvbn12 zxcvbn123 zxcvbn1234 zxcvbn12345 zxcvbn2023 zxcvbn2024 zxcvbn2025 zxcvbn01
zxcvbn! freedom12 freedom123 freedom1234 freedom12345 freedom2023 freedom2024 freedom2025 freedom01 freedom! pass1
pass12 pass2023 pass2024 pass2025 pass01 pass! maggie1 maggie12 maggie123 maggie1234 maggie12345 maggie2023 maggie2024
maggie2025 maggie01 maggie! aaaaaa12 aaaaaa123 aaaaaa1234 aaaaaa12345 aaaaaa2023 aaaaaa2024 aaaaaa2025 aaaaaa01 aaaaaa!
ginger12 ginger123 ginger1234 ginger12345 ginger2023 ginger2024 ginger2025 ginger01 ginger! princess12 princess1234
princess12345 princess2023 princess2024 princess2025 princess01 princess! joshua1 joshua12 joshua123 joshua1234
joshua12345 joshua2023 joshua2024 joshua2025 joshua01 joshua! cheese1 cheese12 cheese1234 cheese12345 cheese2023
cheese2024 cheese2025 cheese01 cheese! amanda1 amanda12 amanda123 amanda1234 amanda12345 amanda2023 amanda2024
amanda2025 amanda01 amanda! summer1 summer12 summer123 summer1234 summer12345 summer2023 summer2024 summer2025 summer01
summer! love1 love12 love1234 love12345 love2023 love2024 love2025 love01 love! ashley1 ashley12 ashley123 ashley1234
ashley12345 ashley2023 ashley2024 ashley2025 ashley01 ashley! nicole1 nicole12 nicole123 nicole1234 nicole12345
nicole2023 nicole2024 nicole2025 nicole01 nicole! chelsea1 chelsea12 chelsea123 chelsea1234 chelsea12345 chelsea2023
chelsea2024 chelsea2025 chelsea01 chelsea! matthew1 matthew12 matthew123 matthew1234 matthew12345 matthew2023
matthew2024 matthew2025 matthew01 matthew! access1 access12 access123 access1234 access12345 access2023 access2024
access2025 access01 access! yankees1 yankees12 yankees123 yankees1234 yankees12345 yankees2023 yankees2024 yankees2025
yankees01 yankees! dallas1 dallas12 dallas123 dallas1234 dallas12345 dallas2023 dallas2024 dallas2025 dallas01 dallas!
austin1 austin12 austin123 austin1234 austin12345 austin2023 austin2024 austin2025 austin01 austin! thunder1 thunder12
thunder123 thunder1234 thunder12345 thunder2023 thunder2024 thunder2025 thunder01 thunder! taylor1 taylor12 taylor123
taylor1234 taylor12345 taylor2023 taylor2024 taylor2025 taylor01 taylor! matrix1 matrix12 matrix123 matrix1234
matrix12345 matrix2023 matrix2024 matrix2025 matrix01 matrix! mobilemail1 mobilemail12 mobilemail123 mobilemail1234
mobilemail12345 mobilemail2023 mobilemail2024 mobilemail2025 mobilemail01 mobilemail! monitor1 monitor12 monitor123
monitor1234 monitor12345 monitor2023 monitor2024 monitor2025 monitor01 monitor! monitoring1 monitoring12 monitoring123
monitoring1234 monitoring12345 monitoring2023 monitoring2024 monitoring2025 monitoring01 monitoring! montana1 montana12
montana123 montana1234 montana12345 montana2023 montana2024 montana2025 montana01 montana! moon1 moon12 moon123
moon1234 moon12345 moon2023 moon2024 moon2025 moon01 moon! moscow1 moscow12 moscow123 moscow1234 moscow12345 moscow2023
moscow2024 moscow2025 moscow01 moscow! william1 william12 william123 william1234 william12345 william2023 william2024
william2025 william01 william! corvette1 corvette12 corvette123 corvette1234 corvette12345 corvette2023 corvette2024
corvette2025 corvette01 corvette! hello12 hello1234 hello12345 hello2023 hello2024 hello2025 hello01 hello! martin1
martin12 martin123 martin1234 martin12345 martin2023 martin2024 martin2025 martin01 martin! heather1 heather12
heather123 heather1234 heather12345 heather2023 heather2024 heather2025 heather01 heather! secret12 secret1234
secret12345 secret2023 secret2024 secret2025 secret01 secret! merlin1 merlin12 merlin123 merlin1234 merlin12345
merlin2023 merlin2024 merlin2025 merlin01 merlin! diamond1 diamond12 diamond123 diamond1234 diamond12345 diamond2023
diamond2024 diamond2025 diamond01 diamond! gfhjkm1 gfhjkm12 gfhjkm123 gfhjkm1234 gfhjkm12345 gfhjkm2023 gfhjkm2024
gfhjkm2025 gfhjkm01 gfhjkm! hammer1 hammer12 hammer123 hammer1234 hammer12345 hammer2023 hammer2024 hammer2025 hammer01
hammer! silver1 silver12 silver123 silver1234 silver12345 silver2023 silver2024 silver2025 silver01 silver! anthony1
anthony12 anthony123 anthony1234 anthony12345 anthony2023 anthony2024 anthony2025 anthony01 anthony! justin1 justin12
justin123 justin1234 justin12345 justin2023 justin2024 justin2025 justin01 justin! test1 test12 test123 test1234
test12345 test2023 test2024 test2025 test01 test! bailey1 bailey12 bailey123 bailey1234 bailey12345 bailey2023
bailey2024 bailey2025 bailey01 bailey! patrick1 patrick12 patrick123 patrick1234 patrick12345 patrick2023 patrick2024
patrick2025 patrick01 patrick! internet12 internet123 internet1234 internet12345 internet2023 internet2024 internet2025
internet01 internet! scooter1 scooter12 scooter123 scooter1234 scooter12345 scooter2023 scooter2024 scooter2025
scooter01 scooter! orange1 orange12 orange1234 orange12345 orange2023 orange2024 orange2025 orange01 orange! golfer1
golfer12 golfer123 golfer1234 golfer12345 golfer2023 golfer2024 golfer2025 golfer01 golfer! cookie1 cookie12 cookie1234
cookie12345 cookie2023 cookie2024 cookie2025 cookie01 cookie! richard1 richard12 richard123 richard1234 richard12345
richard2023 richard2024 richard2025 richard01 richard! samantha1 samantha12 samantha123 samantha1234 samantha12345
samantha2023 samantha2024 samantha2025 samantha01 samantha! bigdog1 bigdog12 bigdog123 bigdog1234 bigdog12345
bigdog2023 bigdog2024 bigdog2025 bigdog01 bigdog! guitar1 guitar12 guitar123 guitar1234 guitar12345 guitar2023
guitar2024 guitar2025 guitar01 guitar! jackson1 jackson12 jackson123 jackson1234 jackson12345 jackson2023 jackson2024
jackson2025 jackson01 jackson! whatever12 whatever123 whatever1234 whatever12345 whatever2023 whatever2024 whatever2025
whatever01 whatever! mickey1 mickey12 mickey123 mickey1234 mickey12345 mickey2023 mickey2024 mickey2025 mickey01
mickey! chicken1 chicken12 chicken123 chicken1234 chicken12345 chicken2023 chicken2024 chicken2025 chicken01 chicken!
sparky1 sparky12 sparky123 sparky1234 sparky12345 sparky2023 sparky2024 sparky2025 sparky01 sparky! snoopy1 snoopy12
snoopy123 snoopy1234 snoopy12345 snoopy2023 snoopy2024 snoopy2025 snoopy01 snoopy! maverick1 maverick12 maverick123
maverick1234 maverick12345 maverick2023 maverick2024 maverick2025 maverick01 maverick! phoenix1 phoenix12 phoenix123
phoenix1234 phoenix12345 phoenix2023 phoenix2024 phoenix2025 phoenix01 phoenix! camaro1 camaro12 camaro123 camaro1234
camaro12345 camaro2023 camaro2024 camaro2025 camaro01 camaro! peanut1 peanut12 peanut123 peanut1234 peanut12345
peanut2023 peanut2024 peanut2025 peanut01 peanut! morgan1 morgan12 morgan123 morgan1234 morgan12345 morgan2023
morgan2024 morgan2025 morgan01 morgan! welcome12 welcome1234 welcome12345 welcome2023 welcome2024 welcome2025 welcome01
welcome! falcon1 falcon12 falcon123 falcon1234 falcon12345 falcon2023 falcon2024 falcon2025 falcon01 falcon! cowboy1
cowboy12 cowboy123 cowboy1234 cowboy12345 cowboy2023 cowboy2024 cowboy2025 cowboy01 cowboy! ferrari1 ferrari12
ferrari123 ferrari1234 ferrari12345 ferrari2023 ferrari2024 ferrari2025 ferrari01 ferrari! samsung1 samsung12
samsung1234 samsung12345 samsung2023 samsung2024 samsung2025 samsung01 samsung! andrea1 andrea12 andrea123 andrea1234
andrea12345 andrea2023 andrea2024 andrea2025 andrea01 andrea! smokey1 smokey12 smokey123 smokey1234 smokey12345
smokey2023 smokey2024 smokey2025 smokey01 smokey! steelers1 steelers12 steelers123 steelers1234 steelers12345
steelers2023 steelers2024 steelers2025 steelers01 steelers! joseph1 joseph12 joseph123 joseph1234 joseph12345
joseph2023 joseph2024 joseph2025 joseph01 joseph! mercedes1 mercedes12 mercedes123 mercedes1234 mercedes12345
mercedes2023 mercedes2024 mercedes2025 mercedes01 mercedes! dakota1 dakota12 dakota123 dakota1234 dakota12345
dakota2023 dakota2024 dakota2025 dakota01 dakota! arsenal1 arsenal12 arsenal123 arsenal1234 arsenal12345 arsenal2023
arsenal2024 arsenal2025 arsenal01 arsenal! eagles1 eagles12 eagles123 eagles1234 eagles12345 eagles2023 eagles2024
eagles2025 eagles01 eagles! melissa1 melissa12 melissa123 melissa1234 melissa12345 melissa2023 melissa2024 melissa2025
melissa01 melissa! boomer1 boomer12 boomer123 boomer1234 boomer12345 boomer2023 boomer2024 boomer2025 boomer01 boomer!
booboo1 booboo12 booboo123 booboo1234 booboo12345 booboo2023 booboo2024 booboo2025 booboo01 booboo! spider1 spider12
spider123 spider1234 spider12345 spider2023 spider2024 spider2025 spider01 spider! nascar1 nascar12 nascar123
nascar1234 nascar12345 nascar2023 nascar2024 nascar2025 nascar01 nascar! monster1 monster12 monster123 monster1234
monster12345 monster2023 monster2024 monster2025 monster01 monster! tigers1 tigers12 tigers123 tigers1234 tigers12345
tigers2023 tigers2024 tigers2025 tigers01 tigers! yellow1 yellow12 yellow123 yellow1234 yellow12345 yellow2023
yellow2024 yellow2025 yellow01 yellow! xxxxxx1 xxxxxx12 xxxxxx123 xxxxxx1234 xxxxxx12345 xxxxxx2023 xxxxxx2024
xxxxxx2025 xxxxxx01 xxxxxx! gateway1 gateway12 gateway123 gateway1234 gateway12345 gateway2023 gateway2024 gateway2025
gateway01 gateway! marina1 marina12 marina123 marina1234 marina12345 marina2023 marina2024 marina2025 marina01 marina!
diablo1 diablo12 diablo123 diablo1234 diablo12345 diablo2023 diablo2024 diablo2025 diablo01 diablo! bulldog1 bulldog12
bulldog123 bulldog1234 bulldog12345 bulldog2023 bulldog2024 bulldog2025 bulldog01 bulldog! compaq1 compaq12 compaq123
compaq1234 compaq12345 compaq2023 compaq2024 compaq2025 compaq01 compaq! purple1 purple12 purple123 purple1234
purple12345 purple2023 purple2024 purple2025 purple01 purple! banana1 banana12 banana1234 banana12345 banana2023
banana2024 banana2025 banana01 banana! junior1 junior12 junior123 junior1234 junior12345 junior2023 junior2024
junior2025 junior01 junior! hannah1 hannah12 hannah123 hannah1234 hannah12345 hannah2023 hannah2024 hannah2025 hannah01
hannah! porsche1 porsche12 porsche123 porsche1234 porsche12345 porsche2023 porsche2024 porsche2025 porsche01 porsche!
lakers1 lakers12 lakers123 lakers1234 lakers12345 lakers2023 lakers2024 lakers2025 lakers01 lakers! iceman1 iceman12
iceman123 iceman1234 iceman12345 iceman2023 iceman2024 iceman2025 iceman01 iceman! money1 money12 money123 money1234
money12345 money2023 money2024 money2025 money01 money! cowboys1 cowboys12 cowboys123 cowboys1234 cowboys12345
cowboys2023 cowboys2024 cowboys2025 cowboys01 cowboys! london1 london12 london123 london1234 london12345 london2023
london2024 london2025 london01 london! tennis1 tennis12 tennis123 tennis1234 tennis12345 tennis2023 tennis2024
tennis2025 tennis01 tennis! coffee1 coffee12 coffee123 coffee1234 coffee12345 coffee2023 coffee2024 coffee2025 coffee01
coffee! scooby1 scooby12 scooby123 scooby1234 scooby12345 scooby2023 scooby2024 scooby2025 scooby01 scooby! miller1
miller12 miller123 miller1234 miller12345 miller2023 miller2024 miller2025 miller01 miller! boston1 boston12 boston123
boston1234 boston12345 boston2023 boston2024 boston2025 boston01 boston! brandon1 brandon12 brandon123 brandon1234
brandon12345 brandon2023 brandon2024 brandon2025 brandon01 brandon! yamaha1 yamaha12 yamaha123 yamaha1234 yamaha12345
yamaha2023 yamaha2024 yamaha2025 yamaha01 yamaha! chester1 chester12 chester123 chester1234 chester12345 chester2023
chester2024 chester2025 chester01 chester! mother1 mother12 mother123 mother1234 mother12345 mother2023 mother2024
mother2025 mother01 mother! forever1 forever12 forever123 forever1234 forever12345 forever2023 forever2024 forever2025
forever01 forever! johnny1 johnny12 johnny123 johnny1234 johnny12345 johnny2023 johnny2024 johnny2025 johnny01 johnny!
edward1 edward12 edward123 edward1234 edward12345 edward2023 edward2024 edward2025 edward01 edward! oliver1 oliver12
oliver123 oliver1234 oliver12345 oliver2023 oliver2024 oliver2025 oliver01 oliver! redsox1 redsox12 redsox123
redsox1234 redsox12345 redsox2023 redsox2024 redsox2025 redsox01 redsox! player1 player12 player123 player1234
player12345 player2023 player2024 player2025 player01 player! nikita1 nikita12 nikita123 nikita1234 nikita12345
nikita2023 nikita2024 nikita2025 nikita01 nikita! knight1 knight12 knight123 knight1234 knight12345 knight2023
knight2024 knight2025 knight01 knight! fender1 fender12 fender123 fender1234 fender12345 fender2023 fender2024
fender2025 fender01 fender! barney1 barney12 barney123 barney1234 barney12345 barney2023 barney2024 barney2025 barney01
barney! midnight1 midnight12 midnight123 midnight1234 midnight12345 midnight2023 midnight2024 midnight2025 midnight01
midnight! please1 please12 please123 please1234 please12345 please2023 please2024 please2025 please01 please! brandy1
brandy12 brandy123 brandy1234 brandy12345 brandy2023 brandy2024 brandy2025 brandy01 brandy! chicago1 chicago12
chicago123 chicago1234 chicago12345 chicago2023 chicago2024 chicago2025 chicago01 chicago! badboy1 badboy12 badboy123
badboy1234 badboy12345 badboy2023 badboy2024 badboy2025 badboy01 badboy! slayer1 slayer12 slayer123 slayer1234
slayer12345 slayer2023 slayer2024 slayer2025 slayer01 slayer! rangers1 rangers12 rangers123 rangers1234 rangers12345
rangers2023 rangers2024 rangers2025 rangers01 rangers! charles1 charles12 charles123 charles1234 charles12345
charles2023 charles2024 charles2025 charles01 charles! angel12 angel1234 angel12345 angel2023 angel2024 angel2025
angel01 angel! flower1 flower12 flower1234 flower12345 flower2023 flower2024 flower2025 flower01 flower! bigdaddy1
bigdaddy12 bigdaddy123 bigdaddy1234 bigdaddy12345 bigdaddy2023 bigdaddy2024 bigdaddy2025 bigdaddy01 bigdaddy! rabbit1
rabbit12 rabbit123 rabbit1234 rabbit12345 rabbit2023 rabbit2024 rabbit2025 rabbit01 rabbit! wizard1 wizard12 wizard123
wizard1234 wizard12345 wizard2023 wizard2024 wizard2025 wizard01 wizard! jasper1 jasper12 jasper123 jasper1234
jasper12345 jasper2023 jasper2024 jasper2025 jasper01 jasper! enter1 enter12 enter123 enter1234 enter12345 enter2023
enter2024 enter2025 enter01 enter! rachel1 rachel12 rachel123 rachel1234 rachel12345 rachel2023 rachel2024 rachel2025
rachel01 rachel! chris1 chris12 chris123 chris1234 chris12345 chris2023 chris2024 chris2025 chris01 chris! steven1
steven12 steven123 steven1234 steven12345 steven2023 steven2024 steven2025 steven01 steven! winner1 winner12 winner123
winner1234 winner12345 winner2023 winner2024 winner2025 winner01 winner! adidas1 adidas12 adidas123 adidas1234
adidas12345 adidas2023 adidas2024 adidas2025 adidas01 adidas! victoria1 victoria12 victoria123 victoria1234
victoria12345 victoria2023 victoria2024 victoria2025 victoria01 victoria! natasha1 natasha12 natasha123 natasha1234
natasha12345 natasha2023 natasha2024 natasha2025 natasha01 natasha! jasmine1 jasmine12 jasmine123 jasmine1234
jasmine12345 jasmine2023 jasmine2024 jasmine2025 jasmine01 jasmine! winter1 winter12 winter123 winter1234 winter12345
winter2023 winter2024 winter2025 winter01 winter! prince1 prince12 prince123 prince1234 prince12345 prince2023
prince2024 prince2025 prince01 prince! marine1 marine12 marine123 marine1234 marine12345 marine2023 marine2024
marine2025 marine01 marine! ghbdtn1 ghbdtn12 ghbdtn123 ghbdtn1234 ghbdtn12345 ghbdtn2023 ghbdtn2024 ghbdtn2025 ghbdtn01
ghbdtn! fishing1 fishing12 fishing123 fishing1234 fishing12345 fishing2023 fishing2024 fishing2025 fishing01 fishing!
cocacola1 cocacola12 cocacola123 cocacola1234 cocacola12345 cocacola2023 cocacola2024 cocacola2025 cocacola01 cocacola!
casper1 casper12 casper123 casper1234 casper12345 casper2023 casper2024 casper2025 casper01 casper! james1 james12
james123 james1234 james12345 james2023 james2024 james2025 james01 james! raiders1 raiders12 raiders123 raiders1234
raiders12345 raiders2023 raiders2024 raiders2025 raiders01 raiders! marlboro1 marlboro12 marlboro123 marlboro1234
marlboro12345 marlboro2023 marlboro2024 marlboro2025 marlboro01 marlboro! gandalf1 gandalf12 gandalf123 gandalf1234
gandalf12345 gandalf2023 gandalf2024 gandalf2025 gandalf01 gandalf! asdfasdf1 asdfasdf12 asdfasdf123 asdfasdf1234
asdfasdf12345 asdfasdf2023 asdfasdf2024 asdfasdf2025 asdfasdf01 asdfasdf! crystal1 crystal12 crystal123 crystal1234
crystal12345 crystal2023 crystal2024 crystal2025 crystal01 crystal! golden1 golden12 golden123 golden1234 golden12345
golden2023 golden2024 golden2025 golden01 golden! panther1 panther12 panther123 panther1234 panther12345 panther2023
panther2024 panther2025 panther01 panther! lauren1 lauren12 lauren123 lauren1234 lauren12345 lauren2023 lauren2024
lauren2025 lauren01 lauren! angela1 angela12 angela123 angela1234 angela12345 angela2023 angela2024 angela2025 angela01
angela! angels1 angels12 angels123 angels1234 angels12345 angels2023 angels2024 angels2025 angels01 angels! madison1
madison12 madison123 madison1234 madison12345 madison2023 madison2024 madison2025 madison01 madison! winston1 winston12
winston123 winston1234 winston12345 winston2023 winston2024 winston2025 winston01 winston! shannon1 shannon12
shannon123 shannon1234 shannon12345 shannon2023 shannon2024 shannon2025 shannon01 shannon! mike1 mike12 mike123
mike1234 mike12345 mike2023 mike2024 mike2025 mike01 mike! toyota1 toyota12 toyota123 toyota1234 toyota12345 toyota2023
toyota2024 toyota2025 toyota01 toyota! canada1 canada12 canada123 canada1234 canada12345 canada2023 canada2024
canada2025 canada01 canada! sophie1 sophie12 sophie123 sophie1234 sophie12345 sophie2023 sophie2024 sophie2025 sophie01
sophie! apples12 apples123 apples1234 apples12345 apples2023 apples2024 apples2025 apples01 apples! tiger1 tiger12
tiger123 tiger1234 tiger12345 tiger2023 tiger2024 tiger2025 tiger01 tiger! tucker1 tucker12 tucker123 tucker1234
tucker12345 tucker2023 tucker2024 tucker2025 tucker01 tucker! beach1 beach12 beach123 beach1234 beach12345 beach2023
beach2024 beach2025 beach01 beach! sierra1 sierra12 sierra123 sierra1234 sierra12345 sierra2023 sierra2024 sierra2025
sierra01 sierra! platinum1 platinum12 platinum123 platinum1234 platinum12345 platinum2023 platinum2024 platinum2025
platinum01 platinum! admin1 admin12 admin1234 admin12345 admin2023 admin2024 admin2025 admin01 admin! root1 root12
root123 root1234 root12345 root2023 root2024 root2025 root01 root! toor1 toor12 toor123 toor1234 toor12345 toor2023
toor2024 toor2025 toor01 toor! changeme1 changeme12 changeme123 changeme1234 changeme12345 changeme2023 changeme2024
changeme2025 changeme01 changeme! default1 default12 default123 default1234 default12345 default2023 default2024
default2025 default01 default! guest1 guest12 guest123 guest1234 guest12345 guest2023 guest2024 guest2025 guest01
guest! login1 login12 login123 login1234 login12345 login2023 login2024 login2025 login01 login! qazwsxedc1 qazwsxedc12
qazwsxedc123 qazwsxedc1234 qazwsxedc12345 qazwsxedc2023 qazwsxedc2024 qazwsxedc2025 qazwsxedc01 qazwsxedc! qwertyui1
qwertyui12 qwertyui123 qwertyui1234 qwertyui12345 qwertyui2023 qwertyui2024 qwertyui2025 qwertyui01 qwertyui!
asdfghjkl1 asdfghjkl12 asdfghjkl123 asdfghjkl1234 asdfghjkl12345 asdfghjkl2023 asdfghjkl2024 asdfghjkl2025 asdfghjkl01
asdfghjkl! abcdef1 abcdef12 abcdef123 abcdef1234 abcdef12345 abcdef2023 abcdef2024 abcdef2025 abcdef01 abcdef! abcdefg1
abcdefg12 abcdefg123 abcdefg1234 abcdefg12345 abcdefg2023 abcdefg2024 abcdefg2025 abcdefg01 abcdefg! abcdefgh1
abcdefgh12 abcdefgh123 abcdefgh1234 abcdefgh12345 abcdefgh2023 abcdefgh2024 abcdefgh2025 abcdefgh01 abcdefgh! senha1
senha12 senha2023 senha2024 senha2025 senha01 senha! mudar1 mudar12 mudar12345 mudar2023 mudar2024 mudar2025 mudar01
mudar! brasil1 brasil12 brasil1234 brasil12345 brasil2023 brasil2024 brasil2025 brasil01 brasil! brazil1 brazil12
brazil123 brazil1234 brazil12345 brazil2023 brazil2024 brazil2025 brazil01 brazil! flamengo1 flamengo12 flamengo123
flamengo1234 flamengo12345 flamengo2023 flamengo2024 flamengo2025 flamengo01 flamengo! palmeiras1 palmeiras12
palmeiras123 palmeiras1234 palmeiras12345 palmeiras2023 palmeiras2024 palmeiras2025 palmeiras01 palmeiras! saopaulo1
saopaulo12 saopaulo123 saopaulo1234 saopaulo12345 saopaulo2023 saopaulo2024 saopaulo2025 saopaulo01 saopaulo! gremio1
gremio12 gremio123 gremio1234 gremio12345 gremio2023 gremio2024 gremio2025 gremio01 gremio! vasco1 vasco12 vasco123
vasco1234 vasco12345 vasco2023 vasco2024 vasco2025 vasco01 vasco! santos1 santos12 santos123 santos1234 santos12345
santos2023 santos2024 santos2025 santos01 santos! cruzeiro1 cruzeiro12 cruzeiro123 cruzeiro1234 cruzeiro12345
cruzeiro2023 cruzeiro2024 cruzeiro2025 cruzeiro01 cruzeiro! botafogo1 botafogo12 botafogo123 botafogo1234 botafogo12345
botafogo2023 botafogo2024 botafogo2025 botafogo01 botafogo! fluminense1 fluminense12 fluminense123 fluminense1234
fluminense12345 fluminense2023 fluminense2024 fluminense2025 fluminense01 fluminense! atletico1 atletico12 atletico123
atletico1234 atletico12345 atletico2023 atletico2024 atletico2025 atletico01 atletico! benfica1 benfica12 benfica123
benfica1234 benfica12345 benfica2023 benfica2024 benfica2025 benfica01 benfica! sporting1 sporting12 sporting123
sporting1234 sporting12345 sporting2023 sporting2024 sporting2025 sporting01 sporting! porto1 porto12 porto123
porto1234 porto12345 porto2023 porto2024 porto2025 porto01 porto! portugal1 portugal12 portugal123 portugal1234
portugal12345 portugal2023 portugal2024 portugal2025 portugal01 portugal! lisboa1 lisboa12 lisboa123 lisboa1234
lisboa12345 lisboa2023 lisboa2024 lisboa2025 lisboa01 lisboa! amor1 amor12 amor1234 amor12345 amor2023 amor2024
amor2025 amor01 amor! teamo1 teamo12 teamo123 teamo1234 teamo12345 teamo2023 teamo2024 teamo2025 teamo01 teamo!
amizade1 amizade12 amizade123 amizade1234 amizade12345 amizade2023 amizade2024 amizade2025 amizade01 amizade! familia1
familia12 familia123 familia1234 familia12345 familia2023 familia2024 familia2025 familia01 familia! felicidade1
felicidade12 felicidade123 felicidade1234 felicidade12345 felicidade2023 felicidade2024 felicidade2025 felicidade01
felicidade! jesus1 jesus12 jesus1234 jesus12345 jesus2023 jesus2024 jesus2025 jesus01 jesus! deus1 deus12 deus1234
deus12345 deus2023 deus2024 deus2025 deus01 deus! deusefiel1 deusefiel12 deusefiel123 deusefiel1234 deusefiel12345
deusefiel2023 deusefiel2024 deusefiel2025 deusefiel01 deusefiel! cristo1 cristo12 cristo123 cristo1234 cristo12345
cristo2023 cristo2024 cristo2025 cristo01 cristo! saudade1 saudade12 saudade123 saudade1234 saudade12345 saudade2023
saudade2024 saudade2025 saudade01 saudade! futebol1 futebol12 futebol123 futebol1234 futebol12345 futebol2023
futebol2024 futebol2025 futebol01 futebol! bola1 bola12 bola123 bola1234 bola12345 bola2023 bola2024 bola2025 bola01
bola! gatinha1 gatinha12 gatinha123 gatinha1234 gatinha12345 gatinha2023 gatinha2024 gatinha2025 gatinha01 gatinha!
gatinho1 gatinho12 gatinho123 gatinho1234 gatinho12345 gatinho2023 gatinho2024 gatinho2025 gatinho01 gatinho! princesa1
princesa12 princesa123 princesa1234 princesa12345 princesa2023 princesa2024 princesa2025 princesa01 princesa!
amorzinho1 amorzinho12 amorzinho123 amorzinho1234 amorzinho12345 amorzinho2023 amorzinho2024 amorzinho2025 amorzinho01
amorzinho! meuamor1 meuamor12 meuamor123 meuamor1234 meuamor12345 meuamor2023 meuamor2024 meuamor2025 meuamor01
meuamor! minhavida1 minhavida12 minhavida123 minhavida1234 minhavida12345 minhavida2023 minhavida2024 minhavida2025
minhavida01 minhavida! docinho1 docinho12 docinho123 docinho1234 docinho12345 docinho2023 docinho2024 docinho2025
docinho01 docinho! estrela1 estrela12 estrela123 estrela1234 estrela12345 estrela2023 estrela2024 estrela2025 estrela01
estrela! flor1 flor12 flor123 flor1234 flor12345 flor2023 flor2024 flor2025 flor01 flor! florzinha1 florzinha12
florzinha123 florzinha1234 florzinha12345 florzinha2023 florzinha2024 florzinha2025 florzinha01 florzinha! beleza1
beleza12 beleza123 beleza1234 beleza12345 beleza2023 beleza2024 beleza2025 beleza01 beleza! bonita1 bonita12 bonita123
bonita1234 bonita12345 bonita2023 bonita2024 bonita2025 bonita01 bonita! lindinha1 lindinha12 lindinha123 lindinha1234
lindinha12345 lindinha2023 lindinha2024 lindinha2025 lindinha01 lindinha! querida1 querida12 querida123 querida1234
querida12345 querida2023 querida2024 querida2025 querida01 querida! querido1 querido12 querido123 querido1234
querido12345 querido2023 querido2024 querido2025 querido01 querido! paixao1 paixao12 paixao123 paixao1234 paixao12345
paixao2023 paixao2024 paixao2025 paixao01 paixao! coracao1 coracao12 coracao123 coracao1234 coracao12345 coracao2023
coracao2024 coracao2025 coracao01 coracao! vitoria1 vitoria12 vitoria123 vitoria1234 vitoria12345 vitoria2023
vitoria2024 vitoria2025 vitoria01 vitoria! vida1 vida12 vida1234 vida12345 vida2023 vida2024 vida2025 vida01 vida!
mamae1 mamae12 mamae1234 mamae12345 mamae2023 mamae2024 mamae2025 mamae01 mamae! papai1 papai12 papai1234 papai12345
papai2023 papai2024 papai2025 papai01 papai! filho1 filho12 filho123 filho1234 filho12345 filho2023 filho2024 filho2025
filho01 filho! filha1 filha12 filha123 filha1234 filha12345 filha2023 filha2024 filha2025 filha01 filha! irmao1 irmao12
irmao123 irmao1234 irmao12345 irmao2023 irmao2024 irmao2025 irmao01 irmao! irma1 irma12 irma123 irma1234 irma12345
irma2023 irma2024 irma2025 irma01 irma! brasileiro1 brasileiro12 brasileiro123 brasileiro1234 brasileiro12345
brasileiro2023 brasileiro2024 brasileiro2025 brasileiro01 brasileiro! carioca1 carioca12 carioca123 carioca1234
carioca12345 carioca2023 carioca2024 carioca2025 carioca01 carioca! paulista1 paulista12 paulista123 paulista1234
paulista12345 paulista2023 paulista2024 paulista2025 paulista01 paulista! mineira1 mineira12 mineira123 mineira1234
mineira12345 mineira2023 mineira2024 mineira2025 mineira01 mineira! baiano1 baiano12 baiano123 baiano1234 baiano12345
baiano2023 baiano2024 baiano2025 baiano01 baiano! gaucho1 gaucho12 gaucho123 gaucho1234 gaucho12345 gaucho2023
gaucho2024 gaucho2025 gaucho01 gaucho! rodrigo1 rodrigo12 rodrigo123 rodrigo1234 rodrigo12345 rodrigo2023 rodrigo2024
rodrigo2025 rodrigo01 rodrigo! fernanda1 fernanda12 fernanda123 fernanda1234 fernanda12345 fernanda2023 fernanda2024
fernanda2025 fernanda01 fernanda! gabriel1 gabriel12 gabriel123 gabriel1234 gabriel12345 gabriel2023 gabriel2024
gabriel2025 gabriel01 gabriel! gabriela1 gabriela12 gabriela123 gabriela1234 gabriela12345 gabriela2023 gabriela2024
gabriela2025 gabriela01 gabriela! lucas1 lucas12 lucas123 lucas1234 lucas12345 lucas2023 lucas2024 lucas2025 lucas01
lucas! mateus1 mateus12 mateus123 mateus1234 mateus12345 mateus2023 mateus2024 mateus2025 mateus01 mateus! matheus1
matheus12 matheus123 matheus1234 matheus12345 matheus2023 matheus2024 matheus2025 matheus01 matheus! pedro1 pedro12
pedro123 pedro1234 pedro12345 pedro2023 pedro2024 pedro2025 pedro01 pedro! joao1 joao12 joao123 joao1234 joao12345
joao2023 joao2024 joao2025 joao01 joao! maria1 maria12 maria123 maria1234 maria12345 maria2023 maria2024 maria2025
maria01 maria! juliana1 juliana12 juliana123 juliana1234 juliana12345 juliana2023 juliana2024 juliana2025 juliana01
juliana! bruno1 bruno12 bruno123 bruno1234 bruno12345 bruno2023 bruno2024 bruno2025 bruno01 bruno! carlos1 carlos12
carlos123 carlos1234 carlos12345 carlos2023 carlos2024 carlos2025 carlos01 carlos! eduardo1 eduardo12 eduardo123
eduardo1234 eduardo12345 eduardo2023 eduardo2024 eduardo2025 eduardo01 eduardo! rafael1 rafael12 rafael123 rafael1234
rafael12345 rafael2023 rafael2024 rafael2025 rafael01 rafael! rafaela1 rafaela12 rafaela123 rafaela1234 rafaela12345
rafaela2023 rafaela2024 rafaela2025 rafaela01 rafaela! felipe1 felipe12 felipe123 felipe1234 felipe12345 felipe2023
felipe2024 felipe2025 felipe01 felipe! guilherme1 guilherme12 guilherme123 guilherme1234 guilherme12345 guilherme2023
guilherme2024 guilherme2025 guilherme01 guilherme! leonardo1 leonardo12 leonardo123 leonardo1234 leonardo12345
leonardo2023 leonardo2024 leonardo2025 leonardo01 leonardo! larissa1 larissa12 larissa123 larissa1234 larissa12345
larissa2023 larissa2024 larissa2025 larissa01 larissa! camila1 camila12 camila123 camila1234 camila12345 camila2023
camila2024 camila2025 camila01 camila! beatriz1 beatriz12 beatriz123 beatriz1234 beatriz12345 beatriz2023 beatriz2024
beatriz2025 beatriz01 beatriz! leticia1 leticia12 leticia123 leticia1234 leticia12345 leticia2023 leticia2024
leticia2025 leticia01 leticia! mariana1 mariana12 mariana123 mariana1234 mariana12345 mariana2023 mariana2024
mariana2025 mariana01 mariana! thiago1 thiago12 thiago123 thiago1234 thiago12345 thiago2023 thiago2024 thiago2025
thiago01 thiago! tiago1 tiago12 tiago123 tiago1234 tiago12345 tiago2023 tiago2024 tiago2025 tiago01 tiago! vinicius1
vinicius12 vinicius123 vinicius1234 vinicius12345 vinicius2023 vinicius2024 vinicius2025 vinicius01 vinicius! marcelo1
marcelo12 marcelo123 marcelo1234 marcelo12345 marcelo2023 marcelo2024 marcelo2025 marcelo01 marcelo! ricardo1 ricardo12
ricardo123 ricardo1234 ricardo12345 ricardo2023 ricardo2024 ricardo2025 ricardo01 ricardo! paulo1 paulo12 paulo123
paulo1234 paulo12345 paulo2023 paulo2024 paulo2025 paulo01 paulo! luiz1 luiz12 luiz123 luiz1234 luiz12345 luiz2023
luiz2024 luiz2025 luiz01 luiz! luis1 luis12 luis123 luis1234 luis12345 luis2023 luis2024 luis2025 luis01 luis! jose1
jose12 jose123 jose1234 jose12345 jose2023 jose2024 jose2025 jose01 jose! antonio1 antonio12 antonio123 antonio1234
antonio12345 antonio2023 antonio2024 antonio2025 antonio01 antonio! francisca1 francisca12 francisca123 francisca1234
francisca12345 francisca2023 francisca2024 francisca2025 francisca01 francisca! adriana1 adriana12 adriana123
adriana1234 adriana12345 adriana2023 adriana2024 adriana2025 adriana01 adriana! patricia1 patricia12 patricia123
patricia1234 patricia12345 patricia2023 patricia2024 patricia2025 patricia01 patricia! sandra1 sandra12 sandra123
sandra1234 sandra12345 sandra2023 sandra2024 sandra2025 sandra01 sandra! aline1 aline12 aline123 aline1234 aline12345
aline2023 aline2024 aline2025 aline01 aline! vanessa1 vanessa12 vanessa123 vanessa1234 vanessa12345 vanessa2023
vanessa2024 vanessa2025 vanessa01 vanessa! daniela1 daniela12 daniela123 daniela1234 daniela12345 daniela2023
daniela2024 daniela2025 daniela01 daniela! pokemon1 pokemon12 pokemon1234 pokemon12345 pokemon2023 pokemon2024
pokemon2025 pokemon01 pokemon! naruto1 naruto12 naruto1234 naruto12345 naruto2023 naruto2024 naruto2025 naruto01
naruto! minecraft12 minecraft123 minecraft1234 minecraft12345 minecraft2023 minecraft2024 minecraft2025 minecraft01
minecraft! fortnite1 fortnite12 fortnite123 fortnite1234 fortnite12345 fortnite2023 fortnite2024 fortnite2025
fortnite01 fortnite! roblox1 roblox12 roblox123 roblox1234 roblox12345 roblox2023 roblox2024 roblox2025 roblox01
roblox! passpass1 passpass12 passpass123 passpass1234 passpass12345 passpass2023 passpass2024 passpass2025 passpass01
passpass! world1 world12 world123 world1234 world12345 world2023 world2024 world2025 world01 world! helloworld1
helloworld12 helloworld123 helloworld1234 helloworld12345 helloworld2023 helloworld2024 helloworld2025 helloworld01
helloworld! lovely1 lovely12 lovely123 lovely1234 lovely12345 lovely2023 lovely2024 lovely2025 lovely01 lovely! loveme1
loveme12 loveme123 loveme1234 loveme12345 loveme2023 loveme2024 loveme2025 loveme01 loveme! loveyou1 loveyou12
loveyou123 loveyou1234 loveyou12345 loveyou2023 loveyou2024 loveyou2025 loveyou01 loveyou! iloveu1 iloveu12 iloveu123
iloveu1234 iloveu12345 iloveu2023 iloveu2024 iloveu2025 iloveu01 iloveu! babygirl1 babygirl12 babygirl123 babygirl1234
babygirl12345 babygirl2023 babygirl2024 babygirl2025 babygirl01 babygirl! apple1 apple12 apple1234 apple12345 apple2023
apple2024 apple2025 apple01 apple! nokia1 nokia12 nokia123 nokia1234 nokia12345 nokia2023 nokia2024 nokia2025 nokia01
nokia! iphone1 iphone12 iphone123 iphone1234 iphone12345 iphone2023 iphone2024 iphone2025 iphone01 iphone! galaxy1
galaxy12 galaxy123 galaxy1234 galaxy12345 galaxy2023 galaxy2024 galaxy2025 galaxy01 galaxy! google1 google12 google1234
google12345 google2023 google2024 google2025 google01 google! facebook1 facebook12 facebook1234 facebook12345
facebook2023 facebook2024 facebook2025 facebook01 facebook! youtube1 youtube12 youtube123 youtube1234 youtube12345
youtube2023 youtube2024 youtube2025 youtube01 youtube! instagram1 instagram12 instagram123 instagram1234 instagram12345
instagram2023 instagram2024 instagram2025 instagram01 instagram! whatsapp1 whatsapp12 whatsapp123 whatsapp1234
whatsapp12345 whatsapp2023 whatsapp2024 whatsapp2025 whatsapp01 whatsapp! twitter1 twitter12 twitter123 twitter1234
twitter12345 twitter2023 twitter2024 twitter2025 twitter01 twitter! yahoo1 yahoo12 yahoo123 yahoo1234 yahoo12345
yahoo2023 yahoo2024 yahoo2025 yahoo01 yahoo! hotmail1 hotmail12 hotmail123 hotmail1234 hotmail12345 hotmail2023
hotmail2024 hotmail2025 hotmail01 hotmail! gmail1 gmail12 gmail123 gmail1234 gmail12345 gmail2023 gmail2024 gmail2025
gmail01 gmail! outlook1 outlook12 outlook123 outlook1234 outlook12345 outlook2023 outlook2024 outlook2025 outlook01
outlook! microsoft1 microsoft12 microsoft123 microsoft1234 microsoft12345 microsoft2023 microsoft2024 microsoft2025
microsoft01 microsoft! windows1 windows12 windows123 windows1234 windows12345 windows2023 windows2024 windows2025
windows01 windows! linux1 linux12 linux123 linux1234 linux12345 linux2023 linux2024 linux2025 linux01 linux! ubuntu1
ubuntu12 ubuntu123 ubuntu1234 ubuntu12345 ubuntu2023 ubuntu2024 ubuntu2025 ubuntu01 ubuntu! oracle1 oracle12 oracle123
oracle1234 oracle12345 oracle2023 oracle2024 oracle2025 oracle01 oracle! mysql1 mysql12 mysql123 mysql1234 mysql12345
mysql2023 mysql2024 mysql2025 mysql01 mysql! postgres1 postgres12 postgres123 postgres1234 postgres12345 postgres2023
postgres2024 postgres2025 postgres01 postgres! database1 database12 database123 database1234 database12345 database2023
database2024 database2025 database01 database! server1 server12 server123 server1234 server12345 server2023 server2024
server2025 server01 server! qwertz1 qwertz12 qwertz123 qwertz1234 qwertz12345 qwertz2023 qwertz2024 qwertz2025 qwertz01
qwertz! azerty1 azerty12 azerty123 azerty1234 azerty12345 azerty2023 azerty2024 azerty2025 azerty01 azerty! ytrewq1
ytrewq12 ytrewq123 ytrewq1234 ytrewq12345 ytrewq2023 ytrewq2024 ytrewq2025 ytrewq01 ytrewq! poiuytrewq1 poiuytrewq12
poiuytrewq123 poiuytrewq1234 poiuytrewq12345 poiuytrewq2023 poiuytrewq2024 poiuytrewq2025 poiuytrewq01 poiuytrewq!
mnbvcxz1 mnbvcxz12 mnbvcxz123 mnbvcxz1234 mnbvcxz12345 mnbvcxz2023 mnbvcxz2024 mnbvcxz2025 mnbvcxz01 mnbvcxz!
lkjhgfdsa1 lkjhgfdsa12 lkjhgfdsa123 lkjhgfdsa1234 lkjhgfdsa12345 lkjhgfdsa2023 lkjhgfdsa2024 lkjhgfdsa2025 lkjhgfdsa01
lkjhgfdsa! aaaaaaaa1 aaaaaaaa12 aaaaaaaa123 aaaaaaaa1234 aaaaaaaa12345 aaaaaaaa2023 aaaaaaaa2024 aaaaaaaa2025
aaaaaaaa01 aaaaaaaa! abcabc1 abcabc12 abcabc1234 abcabc12345 abcabc2023 abcabc2024 abcabc2025 abcabc01 abcabc! abcd1
abcd12 abcd123 abcd12345 abcd2023 abcd2024 abcd2025 abcd01 abcd! abcde1 abcde12 abcde123 abcde1234 abcde12345 abcde2023
abcde2024 abcde2025 abcde01 abcde! qweasd1 qweasd12 qweasd123 qweasd1234 qweasd12345 qweasd2023 qweasd2024 qweasd2025
qweasd01 qweasd! qweasdzxc1 qweasdzxc12 qweasdzxc123 qweasdzxc1234 qweasdzxc12345 qweasdzxc2023 qweasdzxc2024
qweasdzxc2025 qweasdzxc01 qweasdzxc! qweqwe1 qweqwe12 qweqwe123 qweqwe1234 qweqwe12345 qweqwe2023 qweqwe2024 qweqwe2025
qweqwe01 qweqwe! asdasd1 asdasd12 asdasd123 asdasd1234 asdasd12345 asdasd2023 asdasd2024 asdasd2025 asdasd01 asdasd!
zxczxc1 zxczxc12 zxczxc123 zxczxc1234 zxczxc12345 zxczxc2023 zxczxc2024 zxczxc2025 zxczxc01 zxczxc! trabalho1
trabalho12 trabalho123 trabalho1234 trabalho12345 trabalho2023 trabalho2024 trabalho2025 trabalho01 trabalho! escola1
escola12 escola123 escola1234 escola12345 escola2023 escola2024 escola2025 escola01 escola! faculdade1 faculdade12
faculdade123 faculdade1234 faculdade12345 faculdade2023 faculdade2024 faculdade2025 faculdade01 faculdade! carro1
carro12 carro123 carro1234 carro12345 carro2023 carro2024 carro2025 carro01 carro! moto1 moto12 moto123 moto1234
moto12345 moto2023 moto2024 moto2025 moto01 moto! dinheiro1 dinheiro12 dinheiro123 dinheiro1234 dinheiro12345
dinheiro2023 dinheiro2024 dinheiro2025 dinheiro01 dinheiro! sorte1 sorte12 sorte1234 sorte12345 sorte2023 sorte2024
sorte2025 sorte01 sorte! lotaria1 lotaria12 lotaria123 lotaria1234 lotaria12345 lotaria2023 lotaria2024 lotaria2025
lotaria01 lotaria! loteria1 loteria12 loteria123 loteria1234 loteria12345 loteria2023 loteria2024 loteria2025 loteria01
loteria! jogo1 jogo12 jogo123 jogo1234 jogo12345 jogo2023 jogo2024 jogo2025 jogo01 jogo! jogos1 jogos12 jogos123
jogos1234 jogos12345 jogos2023 jogos2024 jogos2025 jogos01 jogos! casino1 casino12 casino123 casino1234 casino12345
casino2023 casino2024 casino2025 casino01 casino! cassino1 cassino12 cassino123 cassino1234 cassino12345 cassino2023
cassino2024 cassino2025 cassino01 cassino! aposta1 aposta12 aposta123 aposta1234 aposta12345 aposta2023 aposta2024
aposta2025 aposta01 aposta! betano1 betano12 betano123 betano1234 betano12345 betano2023 betano2024 betano2025 betano01
betano! vencedor1 vencedor12 vencedor123 vencedor1234 vencedor12345 vencedor2023 vencedor2024 vencedor2025 vencedor01
vencedor! campeao1 campeao12 campeao1234 campeao12345 campeao2023 campeao2024 campeao2025 campeao01 campeao! ganhar1
ganhar12 ganhar123 ganhar1234 ganhar12345 ganhar2023 ganhar2024 ganhar2025 ganhar01 ganhar! milionario1 milionario12
milionario123 milionario1234 milionario12345 milionario2023 milionario2024 milionario2025 milionario01 milionario!
rico1 rico12 rico123 rico1234 rico12345 rico2023 rico2024 rico2025 rico01 rico! riqueza1 riqueza12 riqueza123
riqueza1234 riqueza12345 riqueza2023 riqueza2024 riqueza2025 riqueza01 riqueza! ouro1 ouro12 ouro123 ouro1234 ouro12345
ouro2023 ouro2024 ouro2025 ouro01 ouro! dourado1 dourado12 dourado123 dourado1234 dourado12345 dourado2023 dourado2024
dourado2025 dourado01 dourado! senha1960 brasil1960 senha1961 brasil1961 senha1962 brasil1962 senha1963 brasil1963
senha1964 brasil1964 senha1965 brasil1965 senha1966 brasil1966 senha1967 brasil1967 senha1968 brasil1968 senha1969
brasil1969 senha1970 brasil1970 senha1971 brasil1971 senha1972 brasil1972 senha1973 brasil1973 senha1974 brasil1974
senha1975 brasil1975 senha1976 brasil1976 senha1977 brasil1977 senha1978 brasil1978 senha1979 brasil1979 senha1980
brasil1980 senha1981 brasil1981 senha1982 brasil1982 senha1983 brasil1983 senha1984 brasil1984 senha1985 brasil1985
senha1986 brasil1986 senha1987 brasil1987 senha1988 brasil1988 senha1989 brasil1989 senha1990 brasil1990 senha1991
brasil1991 senha1992 brasil1992 senha1993 brasil1993 senha1994 brasil1994 senha1995 brasil1995 senha1996 brasil1996
senha1997 brasil1997 senha1998 brasil1998 senha1999 brasil1999 senha2000 brasil2000 senha2001 brasil2001 senha2002
brasil2002 senha2003 brasil2003 senha2004 brasil2004 senha2005 brasil2005 senha2006 brasil2006 senha2007 brasil2007
senha2008 brasil2008 senha2009 brasil2009 senha2010 brasil2010 senha2011 brasil2011 senha2012 brasil2012 senha2013
brasil2013 senha2014 brasil2014 senha2015 brasil2015 senha2016 brasil2016 senha2017 brasil2017 senha2018 brasil2018
senha2019 brasil2019 senha2020 brasil2020 senha2021 brasil2021 senha2022 brasil2022
`;

/** The list as a set, built once. */
export const commonPasswords: ReadonlySet<string> = new Set(commonPasswordsText.split(/\s+/u).filter((word) => word.length > 0));
